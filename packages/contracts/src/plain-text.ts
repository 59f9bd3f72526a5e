/**
 * Text a reader sends to be parsed must be well-formed Unicode: NUL characters (which
 * PostgreSQL refuses in text) and lone UTF-16 surrogates (half of an emoji such as 😀, which
 * cannot be encoded as UTF-8) are refused with a message instead of failing deep inside.
 */
import type { z } from 'zod';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with `text`, or undefined when it is well-formed. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Must not contain NUL characters';
  if (LONE_SURROGATE.test(text))
    return 'Must be valid Unicode (it contains half of a surrogate pair)';
  return undefined;
}

/** `schema` (a string schema) that also refuses NUL and lone surrogates, naming the problem. */
export function wellFormedText<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine((text, context) => {
    const problem = textProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
}
