// JSON.parse keeps the last of duplicate keys and happily accepts "__proto__". Both are ways to smuggle a
// value past validation, so request bodies are parsed strictly: any duplicate or prototype key is a 400.

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export class StrictJsonError extends Error {}

/** Parses JSON text, refusing duplicate keys within one object and prototype-polluting keys. */
export function parseStrictJson(textBody: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(textBody);
  } catch {
    throw new StrictJsonError("Malformed JSON body");
  }
  // Only objects can hide duplicates, and only text between braces can contain them: scan once.
  if (textBody.includes("{")) scanForDuplicateKeys(textBody);
  return value;
}

function scanForDuplicateKeys(source: string) {
  const stack: Array<Set<string> | null> = [];
  let i = 0;
  let expectingKey = false;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '"') {
      const end = findStringEnd(source, i);
      const frame = stack[stack.length - 1];
      if (expectingKey && frame) {
        const key = JSON.parse(source.slice(i, end + 1)) as string;
        if (FORBIDDEN_KEYS.has(key)) throw new StrictJsonError(`Key "${key}" is not allowed`);
        if (frame.has(key)) throw new StrictJsonError(`Duplicate key "${key}"`);
        frame.add(key);
        expectingKey = false;
      }
      i = end + 1;
      continue;
    }
    if (ch === "{") {
      stack.push(new Set());
      expectingKey = true;
    } else if (ch === "[") {
      stack.push(null);
    } else if (ch === "}" || ch === "]") {
      stack.pop();
    } else if (ch === ",") {
      expectingKey = stack[stack.length - 1] instanceof Set;
    }
    i++;
  }
}

function findStringEnd(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i];
    if (ch === "\\") i += 2;
    else if (ch === '"') return i;
    else i++;
  }
  return source.length - 1;
}

export function hasForbiddenKey(record: Record<string, unknown>): boolean {
  return Object.keys(record).some((k) => FORBIDDEN_KEYS.has(k));
}
