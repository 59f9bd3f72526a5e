/**
 * What the word resolver needs from a morphological analyser. The default adapter is kuromoji
 * (IPADIC); another analyser (MeCab with UniDic, Sudachi) can be plugged in by mapping its output
 * to this shape.
 */
export interface Token {
  surface: string;
  /** Offsets in the text given to `tokenize` (UTF-16 code units). */
  start: number;
  end: number;
  /** IPADIC part of speech: 名詞, 動詞, 形容詞, 助詞, 助動詞, 記号, … */
  pos: string;
  /** The three IPADIC sub-classes (自立/非自立/接尾, 固有名詞, 人名, サ変接続, …); '*' when none. */
  posDetail1: string;
  posDetail2: string;
  posDetail3: string;
  /** 五段・カ行促音便, 一段, サ変・スル, 特殊・タ, … or null. */
  conjugationType: string | null;
  /** 基本形, 連用形, 未然形, 連用タ接続, 仮定形, … or null. */
  conjugationForm: string | null;
  /** Dictionary form as the analyser knows it (行っ → 行く), or null when unknown. */
  lemma: string | null;
  /** Reading in hiragana (行っ → いっ), or null when unknown. */
  reading: string | null;
  /** The analyser did not know the word (unknown-word model). */
  isUnknown: boolean;
  /**
   * The reading was chosen by the token's neighbours (trend-taisei.ts, money-kane.ts): IPADIC's reading stands,
   * not the spelling's commoner one.
   */
  readingFromContext?: boolean;
}

export interface Tokenizer {
  tokenize(text: string): Token[];
  /**
   * `tokenize` for a clause written in kana only, where a longer word spelled in kana is likelier
   * than a run of short ones over the same kana (kana-spellings.ts: each kana spelling costs less
   * by its length). Absent where the analyser has no kana spellings.
   */
  tokenizeKanaText?(text: string): Token[];
}
