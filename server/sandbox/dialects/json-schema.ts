/** The JSON Schema (2020-12 / OpenAPI 3.1) subset the reference dialect's schemas are written in. */
export interface JsonSchema {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';
  enum?: readonly (string | number | boolean | null)[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: readonly JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  not?: JsonSchema;
  deprecated?: boolean;
  description?: string;
  title?: string;
  default?: unknown;
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });
export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const bool: JsonSchema = { type: 'boolean' };
export const freeObject: JsonSchema = { type: 'object', additionalProperties: true };
export const arrayOf = (items: JsonSchema, extra: Partial<JsonSchema> = {}): JsonSchema => ({ type: 'array', items, ...extra });
export const stringEnum = (...values: string[]): JsonSchema => ({ type: 'string', enum: values });
/** `date|date-time` as the document writes it (not nullable unless wrapped). */
export const dateOrDateTime: JsonSchema = {
  oneOf: [
    { type: 'string', format: 'date' },
    { type: 'string', format: 'date-time' },
  ],
};

/** An object schema; `required` lists the names that are required, every other property is optional. */
export function object(properties: Record<string, JsonSchema>, required: readonly string[] = []): JsonSchema {
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The document's nullable shorthands (`T | null`). */
export const nStr = nullable(str);
export const nInt = nullable(int);
export const nBool = nullable(bool);
export const nFree = nullable(freeObject);
