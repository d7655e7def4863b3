import * as z from './z.js';

/** Every `/wps` response: `{ success, value, message, errorCode? }` (DESIGN.md section 4). */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string(),
    errorCode: z.string().optional(),
  });

export type Envelope<T> = {
  success: boolean;
  value: T | null;
  message: string;
  errorCode?: string;
};

/** The value carried by a 400 answer: which field broke which rule. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  patternId: z.number().int().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelope = envelope(z.unknown());

/** Headers of the API (DESIGN.md section 4). */
export const HEADERS = {
  authorization: 'authorization',
  merchant: 'merchant',
  language: 'language',
  encryption: 'encryption',
} as const;
