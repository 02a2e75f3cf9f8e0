/** How long 'Copied' shows after the address is copied (docs/studio-site.md#contact). */
export const COPIED_MS = 1500;
/** Features listed per package in the quote summary before '+ N more features'. */
export const SUMMARY_FEATURES_SHOWN = 4;
export const QUICK_SEND_TIP = "Quick send: Use the Email button on the right—your selections are already included.";
export const CLEAR_SELECTION_TITLE = "Remove services and start fresh";
