import * as v from "valibot";

/**
 * What the visitor wrote on the contact page and has not sent (session storage `contact_draft_v1`):
 * kept through a reload, a refusal and a failed send, cleared once the studio has it.
 */
export const contactDraftSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(500)),
  email: v.pipe(v.string(), v.maxLength(500)),
  // Only once the visitor has edited them: until then a quote or order that loads later still prefills.
  subject: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  message: v.optional(v.pipe(v.string(), v.maxLength(20_000))),
});

export type ContactDraft = v.InferOutput<typeof contactDraftSchema>;
