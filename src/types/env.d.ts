interface ImportMetaEnv {
  readonly VITE_MERCHANT?: string;
  readonly VITE_BRAND?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_IMAGE_CDN?: string;
}
