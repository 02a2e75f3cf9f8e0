import { preloadImage } from "@/src/ui/image";
import { POSTS_PER_CLIENT } from "./constants";
import { POST_CARD_SIZES, postImagePath } from "./post-media";

/**
 * Puts a preload of each of the client's post images, sized as the grid shows them, in the page's
 * head. The posts themselves are made in the browser (they are dated from the visitor's today), but
 * their images are known from the client's id, so they download while the spinner turns and the grid
 * appears with its pictures.
 */
export function preloadPostImages(clientId: string): void {
  for (let n = 1; n <= POSTS_PER_CLIENT; n += 1) {
    preloadImage({ src: postImagePath(clientId, n), sizes: POST_CARD_SIZES });
  }
}
