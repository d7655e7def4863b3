import * as z from './z.js';
import { fieldRuleSchema } from './patterns.js';
import { LANGUAGES, REGISTER_FIELDS, type RegisterField, type WhitelabelNode } from './constants.js';

export const languageSchema = z.enum(LANGUAGES);
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().max(64),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelSchema = z.array(whitelabelNodeSchema);

export const registerFieldSchema = z.enum(REGISTER_FIELDS);

export const registerRulesSchema = z.partialRecord(registerFieldSchema, fieldRuleSchema);
export type RegisterRules = Partial<Record<RegisterField, z.infer<typeof fieldRuleSchema>>>;

export const resourceSchema = z.object({
  resourceType: z.string().max(64),
  url: z.string().max(2000),
  qrCodeUrl: z.string().max(2000).nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const brandSchema = z.object({
  merchantCode: z.string().max(32),
  name: z.string().max(100),
  currencySymbol: z.string().max(8),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  loginedToHomePage: z.boolean(),
  agentTypes: z.array(z.number().int()),
  /** The brand's IANA time zone: every time the site shows is in it, labelled. */
  timeZone: z.string().max(64),
  /** The age a member must confirm at registration (the brand's, 18 unless set). */
  minimumAge: z.number().int().min(16).max(25),
});
export type Brand = z.infer<typeof brandSchema>;

export const systemStatusSchema = z.object({
  status: z.number().int().min(0).max(2),
  maintenance: z.object({ enabled: z.boolean(), message: z.string().max(2000).nullable() }),
  regionRestriction: z.object({ blocked: z.boolean() }),
  location: z.object({ ip: z.string().max(64) }),
  info: z.object({
    brand: brandSchema,
    whitelabel: whitelabelSchema,
    register: registerRulesSchema,
    customerService: z.object({ available: z.boolean() }),
    resources: z.array(resourceSchema),
    analytics: z.object({ gtagId: z.string().max(64).nullable() }),
    imageCDNs: z.array(z.string().max(500)),
    launchGameCDNs: z.array(z.string().max(500)),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const countrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string().regex(/^\+[0-9]{1,4}$/),
  name: z.string().max(64),
});
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
