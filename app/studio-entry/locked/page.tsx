import { StudioLocked } from "@/src/features/studio/studio-locked";
import { studioMetadata, StudioPage } from "@/src/features/studio/studio-page";

export const metadata = studioMetadata;

// /studio while STUDIO_PASSWORD is unset (proxy.ts rewrites it here; src/features/studio/entry.ts).
export default function StudioLockedPage() {
  return (
    <StudioPage>
      <StudioLocked />
    </StudioPage>
  );
}
