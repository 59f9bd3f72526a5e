/** JSON columns are text on both dialects; these keep the (de)serialisation in one place. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function fromJsonArray<T>(text: string | null): T[] {
  return text === null ? [] : (JSON.parse(text) as T[]);
}
