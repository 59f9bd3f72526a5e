/**
 * The product's parser: kuromoji plus the lexicon loaded from the imported dictionary. Loading
 * takes a couple of seconds and a few hundred MB, so every process builds it once and shares it.
 */
import { loadLexicon, type DbOrTrx, type LoadLexiconOptions } from '@goi/db';
import { createParser, type Parser } from '@goi/text';
import { loadKuromojiTokenizer } from '@goi/text/kuromoji';

export async function createTextParser(
  db: DbOrTrx,
  options: LoadLexiconOptions = {},
): Promise<Parser> {
  const [tokenizer, lexicon] = await Promise.all([
    loadKuromojiTokenizer(),
    loadLexicon(db, options),
  ]);
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
