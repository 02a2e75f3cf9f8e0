import * as s from "@/src/lib/schema";

/**
 * The fields a cart line has wherever it is stored: the saved cart (localStorage) and the
 * order request handed to /contact (sessionStorage) validate them the same way.
 */
export const cartLineFields = {
  id: s.string({ min: 1, max: 80 }),
  name: s.string({ min: 1, max: 120 }),
  category: s.string({ max: 80 }),
  type: s.oneOf(["service", "addon", "package"]),
  price: s.number({ min: 0 }),
  unit: s.optional(s.string({ max: 60 })),
};
