/*
 * Schemas for what the browser reads from places it can't trust: storage, fetched answers, and
 * (later) guide files. A deliberately small, zod-shaped set of validators:
 *
 *   const item = s.object({ name: s.string({ min: 1, max: 120 }), unit: s.optional(s.string()) });
 *   item.parse(data)      // the clean value, or throws SchemaError("unit: expected a string")
 *   type Item = Infer<typeof item>;
 *
 * Why not zod in the browser: even zod/mini costs ~20 KB of gzipped JavaScript and about 45 ms of
 * script evaluation on a fast machine (four times that on the benchmark's throttled phone),
 * which alone broke the home page's Total Blocking Time budget. Server-side code (the content
 * modules, scripts, tests) keeps full zod. No `new Function` either, so the strict
 * Content-Security-Policy is never in question.
 *
 * Rules shared by every schema: objects keep only the keys their shape names (unknown keys,
 * including `__proto__`, are dropped), optional keys that are absent stay absent, strings can
 * be trimmed before their length is checked, and numbers must be finite.
 */

/** Where validation failed ("items.2.price") and why. */
export class SchemaError extends Error {
  readonly path: string;
  readonly reason: string;

  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason);
    this.name = "SchemaError";
    this.path = path;
    this.reason = reason;
  }
}

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: SchemaError };

export interface Schema<T> {
  /** The valid (normalised) value, or throws a SchemaError saying where and why. */
  parse(data: unknown): T;
  safeParse(data: unknown): SafeParseResult<T>;
  /** Validates `data` found at `path`; what parse() runs, exposed so schemas can nest. */
  validate(data: unknown, path: string): T;
}

/** A schema whose key may be missing from an object. */
export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
}

/** What storage reading needs: anything that parses, so full zod schemas (in tests, scripts) fit too. */
export type Parser<T> = { parse(data: unknown): T };

export type Infer<S> = S extends Schema<infer T> ? T : never;

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<unknown> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
    [K in OptionalKeys<S>]?: Exclude<Infer<S[K]>, undefined>;
  }
>;

function fail(path: string, reason: string): never {
  throw new SchemaError(path, reason);
}

function at(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

function define<T>(validate: (data: unknown, path: string) => T): Schema<T> {
  return {
    validate,
    parse: (data) => validate(data, ""),
    safeParse(data) {
      try {
        return { success: true, data: validate(data, "") };
      } catch (error) {
        if (error instanceof SchemaError) return { success: false, error };
        throw error;
      }
    },
  };
}

function checkLength(
  path: string,
  length: number,
  min: number | undefined,
  max: number | undefined,
  unit: "character" | "entry",
): void {
  const count = (n: number) => `${n} ${n === 1 ? unit : unit === "entry" ? "entries" : "characters"}`;
  if (min !== undefined && length < min) fail(path, min === 1 ? "must not be empty" : `needs at least ${count(min)}`);
  if (max !== undefined && length > max) fail(path, `allows at most ${count(max)}`);
}

export interface StringRules {
  /** Trim whitespace first; the trimmed text is what is checked and returned. */
  trim?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** What the pattern means, for the error: "must be a same-site image path". */
  patternMessage?: string;
}

export function string(rules: StringRules = {}): Schema<string> {
  return define((data, path) => {
    if (typeof data !== "string") fail(path, "expected a string");
    const text = rules.trim ? data.trim() : data;
    checkLength(path, text.length, rules.min, rules.max, "character");
    if (rules.pattern && !rules.pattern.test(text)) fail(path, rules.patternMessage ?? `must match ${rules.pattern}`);
    return text;
  });
}

export function number(rules: { min?: number; max?: number; integer?: boolean } = {}): Schema<number> {
  return define((data, path) => {
    if (typeof data !== "number" || !Number.isFinite(data)) fail(path, "expected a finite number");
    if (rules.integer && !Number.isInteger(data)) fail(path, "expected a whole number");
    if (rules.min !== undefined && data < rules.min) fail(path, `must be at least ${rules.min}`);
    if (rules.max !== undefined && data > rules.max) fail(path, `must be at most ${rules.max}`);
    return data;
  });
}

export function boolean(): Schema<boolean> {
  return define((data, path) => (typeof data === "boolean" ? data : fail(path, "expected true or false")));
}

export function literal<const L extends string | number | boolean>(value: L): Schema<L> {
  return define((data, path) => (data === value ? value : fail(path, `expected ${JSON.stringify(value)}`)));
}

/** One of a fixed list of strings. */
export function oneOf<const V extends readonly [string, ...string[]]>(values: V): Schema<V[number]> {
  return define((data, path) =>
    typeof data === "string" && values.includes(data)
      ? (data as V[number])
      : fail(path, `expected one of ${values.join(", ")}`),
  );
}

/** An absolute https: URL (what may be shown as an image from another site). */
export function httpsUrl(): Schema<string> {
  return define((data, path) => {
    if (typeof data !== "string") fail(path, "expected an https URL");
    let protocol = "";
    try {
      protocol = new URL(data).protocol;
    } catch {
      // Not a URL at all: reported below like any other protocol.
    }
    return protocol === "https:" ? data : fail(path, "expected an https URL");
  });
}

export function array<T>(item: Schema<T>, rules: { min?: number; max?: number } = {}): Schema<T[]> {
  return define((data, path) => {
    if (!Array.isArray(data)) fail(path, "expected a list");
    checkLength(path, data.length, rules.min, rules.max, "entry");
    return data.map((entry: unknown, index) => item.validate(entry, at(path, index)));
  });
}

function isOptional(schema: Schema<unknown>): schema is OptionalSchema<unknown> {
  return (schema as Partial<OptionalSchema<unknown>>).optional === true;
}

/** A plain object with exactly the shape's keys (others are dropped). */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const keys = Object.keys(shape);
  return define((data, path) => {
    if (typeof data !== "object" || data === null || Array.isArray(data)) fail(path, "expected an object");
    const source = data as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of keys) {
      const schema = shape[key] as Schema<unknown>;
      const raw = Object.hasOwn(source, key) ? source[key] : undefined;
      const value = schema.validate(raw, at(path, key));
      if (value !== undefined || !isOptional(schema)) result[key] = value;
    }
    return result as ObjectOf<S>;
  });
}

/** May be missing (undefined); in an object the key is then left out. */
export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  return { ...define((data, path) => (data === undefined ? undefined : schema.validate(data, path))), optional: true };
}

/** Missing (undefined) becomes `value`; anything else must pass the schema. */
export function withDefault<T>(schema: Schema<T>, value: T): Schema<T> {
  return define((data, path) => (data === undefined ? value : schema.validate(data, path)));
}

/** null or missing becomes null. */
export function nullish<T>(schema: Schema<T>): Schema<T | null> {
  return define((data, path) => (data === null || data === undefined ? null : schema.validate(data, path)));
}

/** Anything that fails the schema becomes `value` instead of failing the whole parse. */
export function fallback<T, F>(schema: Schema<T>, value: F): Schema<T | F> {
  return define((data, path) => {
    try {
      return schema.validate(data, path);
    } catch (error) {
      if (error instanceof SchemaError) return value;
      throw error;
    }
  });
}

/** The first of the schemas that accepts the data (list the most specific first). */
export function union<const O extends readonly Schema<unknown>[]>(options: O): Schema<Infer<O[number]>> {
  return define((data, path) => {
    const reasons: string[] = [];
    for (const option of options) {
      try {
        return option.validate(data, path) as Infer<O[number]>;
      } catch (error) {
        if (!(error instanceof SchemaError)) throw error;
        reasons.push(error.message);
      }
    }
    return fail(path, `matches none of the allowed shapes (${reasons.join("; ")})`);
  });
}
