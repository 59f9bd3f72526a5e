/**
 * The product's parser: kuromoji plus the lexicon loaded from the imported dictionary. Loading
 * takes a couple of seconds and a few hundred MB, so every process builds it once and shares it.
 */
import { loadLexicon, type DbOrTrx, type LoadLexiconOptions } from '@goi/db';
import { createParser, kanaSpellingPenaltyIn, type Lexicon, type Parser } from '@goi/text';
import { loadKuromojiTokenizer, loadKuromojiTokenizerWithKanaSpellings } from '@goi/text/kuromoji';

export async function createTextParser(
  db: DbOrTrx,
  options: LoadLexiconOptions = {},
): Promise<Parser> {
  // kuromoji's files and the lexicon load side by side; the kana spellings need both.
  const [lexicon] = await Promise.all([loadLexicon(db, options), loadKuromojiTokenizer()]);
  return textParserFor(lexicon);
}

/** The product's parser over a loaded lexicon (tools that also read the lexicon). */
export async function textParserFor(lexicon: Lexicon): Promise<Parser> {
  // The tokenizer's lattice also holds the kana spellings of the words the dictionary says are
  // written in kana (tokenizer/kana-spellings.ts).
  const tokenizer = await loadKuromojiTokenizerWithKanaSpellings(kanaSpellingPenaltyIn(lexicon));
  return createParser({ tokenizer, lexicon });
}

/**
 * The process's one parser, built on first use and shared by every caller; a failed build is
 * forgotten so the next call retries (the dictionary may be imported meanwhile). The
 * composition root (`goi start`, `goi worker`, `buildApp` when not given one) builds this once
 * and passes it down.
 */
export function parserProvider(
  db: DbOrTrx,
  options: LoadLexiconOptions = {},
): () => Promise<Parser> {
  let parser: Promise<Parser> | undefined;
  return () => {
    if (!parser) {
      parser = createTextParser(db, options);
      parser.catch(() => (parser = undefined));
    }
    return parser;
  };
}
