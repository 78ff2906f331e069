// The register page's announcements (group m_reg, specification §2, §7): a strip of banners above
// the form. Not worth an error: a failed or empty answer shows nothing.

import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { fetchRegisterAnnouncements, type Banner } from '@/api/register';
import { env } from '@/lib/env';
import css from './register.module.css';

/** `imageUrl` is origin-relative under the image CDN; a CDN given as a path is this origin. */
function imageSrc(imageUrl: string, cdn: string | undefined): string {
  return cdn && /^https?:\/\//.test(cdn) ? new URL(imageUrl, cdn).href : imageUrl;
}

function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const to = banner.linkUrl;
  if (/^https?:\/\//.test(to))
    return (
      <a href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return to.startsWith('/') ? <Link href={to}>{children}</Link> : <>{children}</>;
}

export function Announcements({ imageCdn }: { imageCdn: string | undefined }) {
  const { t } = useLingui();
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    const request = new AbortController();
    fetchRegisterAnnouncements(env.merchant, request.signal).then(setBanners, () => {});
    return () => request.abort();
  }, []);
  if (!banners.length) return null;
  return (
    <ul class={css.banners} aria-label={t`Offers`}>
      {banners.map((b) => (
        <li key={b.id} class={css.banner}>
          <BannerLink banner={b}>
            <img src={imageSrc(b.imageUrl, imageCdn)} alt={b.title} width={640} height={200} loading="lazy" />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
