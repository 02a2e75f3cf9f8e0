import * as z from "zod/mini";

/**
 * The fields a cart line has wherever it is stored: the saved cart (localStorage) and the
 * order request handed to /contact (sessionStorage) validate them the same way.
 */
export const cartLineFields = {
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  category: z.string().check(z.maxLength(80)),
  type: z.enum(["service", "addon", "package"]),
  price: z.number().check(z.nonnegative()),
  unit: z.optional(z.string().check(z.maxLength(60))),
};
