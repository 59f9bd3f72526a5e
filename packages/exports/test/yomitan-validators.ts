import { Ajv, type ValidateFunction } from 'ajv';
import indexSchema from './yomitan-schemas/dictionary-index-schema.json' with { type: 'json' };
import termMetaBankSchema from './yomitan-schemas/dictionary-term-meta-bank-v3-schema.json' with { type: 'json' };

// Strict, except for Yomitan's own `anyOf: [{ required: ['format'] }, …]`, which strictRequired
// would reject although it is valid JSON Schema.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });

export const validateIndex = ajv.compile(indexSchema);
export const validateTermMetaBank = ajv.compile(termMetaBankSchema);

/** Throws with ajv's messages, so a failing test says what is wrong with which file. */
export function expectValid(validate: ValidateFunction, data: unknown, file: string): void {
  if (!validate(data)) throw new Error(`${file}: ${ajv.errorsText(validate.errors)}`);
}
