import { StudioSignIn } from "@/src/features/studio/sign-in";
import { studioMetadata, StudioPage } from "@/src/features/studio/studio-page";

export const metadata = studioMetadata;

// /studio for a browser without a session cookie (proxy.ts rewrites it here; src/features/studio/entry.ts).
export default function StudioSignInPage() {
  return (
    <StudioPage>
      <StudioSignIn />
    </StudioPage>
  );
}
