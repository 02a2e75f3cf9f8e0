/**
 * `npm run test:media [-- --force]`: the kit's tests, unless they have passed for exactly what is here
 * now (kit-tests.ts says what that covers). The site's `npm test` runs it after the build.
 */
import { testWhenChanged } from "./kit-tests";

testWhenChanged(process.argv.includes("--force"));
