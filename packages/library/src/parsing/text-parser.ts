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
