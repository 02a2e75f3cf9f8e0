"use client";

import { useState } from "react";
import * as v from "valibot";
import { readStored, writeStored } from "@/src/lib/storage";
import { GUIDE_DISMISSED_KEY } from "./constants";

const guideDismissedSchema = v.literal(true);

/**
 * The review guide: open on the first preview until dismissed (remembered in this browser), and
 * reopened with the Guide button or '?'.
 */
export function useReviewGuide() {
  const [open, setOpen] = useState(
    () => readStored("local", GUIDE_DISMISSED_KEY, guideDismissedSchema, "Error parsing the guide setting") !== true,
  );
  return {
    open,
    show: () => setOpen(true),
    dismiss: () => {
      setOpen(false);
      writeStored("local", GUIDE_DISMISSED_KEY, true);
    },
  };
}
