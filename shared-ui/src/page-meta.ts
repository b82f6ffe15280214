import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, value: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

/** Sets the document title, description and Open Graph tags, and optional JSON-LD structured data. */
export function usePageMeta(meta: { title: string; description: string; image?: string | null; jsonLd?: object | object[] | null } | null): void {
  const keep = meta === null; // null: the head is right already (the server wrote it for this address)
  const { title = '', description = '', image } = meta ?? {};
  const ld = meta?.jsonLd ? JSON.stringify(meta.jsonLd) : null;
  useEffect(() => {
    if (keep) return;
    // the shell's route meta (loaded on the first navigation) then leaves these to the page
    document.head.dataset.pageMetaFor = location.pathname;
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    if (image) setMeta('property', 'og:image', new URL(image, location.origin).href);
    let script = document.getElementById('page-jsonld');
    if (ld) {
      if (!script) {
        script = document.createElement('script');
        script.id = 'page-jsonld';
        script.setAttribute('type', 'application/ld+json');
        document.head.appendChild(script);
      }
      script.textContent = ld;
    } else {
      script?.remove();
    }
  }, [keep, title, description, image, ld]);
}
