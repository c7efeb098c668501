/**
 * Image zoom: an image of a doc's text opens enlarged, to the size of the
 * window, in a modal dialog; a click anywhere, Escape or Close closes it and
 * focus goes back to the image. Images are buttons to the keyboard too. A
 * chunk of its own, loaded only by pages whose text has an image.
 */

import { ZOOMABLE_IMAGES } from './zoomable-images.js';

let dialog: HTMLDialogElement | undefined;
let opener: HTMLImageElement | undefined;

/** Makes the images of the page on screen zoomable; listens once for the whole document, whose pages come and go. */
export function enableImageZoom(): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(ZOOMABLE_IMAGES)) {
    if (image.hasAttribute('data-zoomable')) continue;
    image.setAttribute('data-zoomable', '');
    image.setAttribute('role', 'button');
    image.tabIndex = 0;
    image.setAttribute('aria-label', image.alt ? `Enlarge image: ${image.alt}` : 'Enlarge image');
  }
  if (dialog !== undefined) return;
  dialog = createDialog();
  document.addEventListener('click', (event) => {
    const image = zoomableImage(event.target);
    if (image) openZoom(image);
  });
  document.addEventListener('keydown', (event) => {
    const image = zoomableImage(event.target);
    if (image === undefined || (event.key !== 'Enter' && event.key !== ' ')) return;
    // Space would scroll the page, as it does on a focused element that is not a real button.
    event.preventDefault();
    openZoom(image);
  });
}

function zoomableImage(target: EventTarget | null): HTMLImageElement | undefined {
  return target instanceof HTMLImageElement && target.hasAttribute('data-zoomable') ? target : undefined;
}

function createDialog(): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'image-zoom';
  element.setAttribute('aria-label', 'Enlarged image');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'image-zoom__close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  element.append(document.createElement('img'), close);
  // Anywhere: the enlarged image, the backdrop around it, Close.
  element.addEventListener('click', () => element.close());
  element.addEventListener('close', () => {
    opener?.focus({ preventScroll: true });
    opener = undefined;
  });
  document.body.append(element);
  return element;
}

function openZoom(image: HTMLImageElement): void {
  if (dialog === undefined) return;
  const enlarged = dialog.querySelector('img')!;
  enlarged.src = image.currentSrc || image.src;
  enlarged.alt = image.alt;
  opener = image;
  dialog.showModal();
}
