// The images chosen for a feedback, each with an object URL for its thumbnail. Every URL is
// revoked when its image is removed, when the list is cleared and when the page goes, so a
// player who picks and drops photos does not keep megabytes of blobs alive.

import { useEffect, useRef, useState } from 'react';

export interface ChosenImage {
  file: File;
  url: string;
}

export function useChosenImages() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const current = useRef(images);
  current.current = images;
  useEffect(() => () => current.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const add = (files: readonly File[]) => setImages((list) => [...list, ...files.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  const remove = (gone: ChosenImage) => {
    URL.revokeObjectURL(gone.url);
    setImages((list) => list.filter((i) => i !== gone));
  };
  const clear = () => {
    current.current.forEach((i) => URL.revokeObjectURL(i.url));
    setImages([]);
  };
  return { images, add, remove, clear };
}
