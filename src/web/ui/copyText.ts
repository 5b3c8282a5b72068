import { Toast } from 'react-vant/es/toast/index.js';
import 'react-vant/es/toast/style/index.css';

/**
 * Copies `text` and says so. Where the clipboard is refused (some wallet browsers, a page without
 * focus) it says so instead and, given the element that shows the text, selects it, so that a
 * long press copies it by hand.
 */
export async function copyText(
  text: string,
  said: { copied: string; failed: string },
  shownIn?: Element | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    Toast.success(said.copied);
    return true;
  } catch {
    const selection = window.getSelection();
    if (shownIn && selection) selection.selectAllChildren(shownIn);
    Toast(said.failed);
    return false;
  }
}
