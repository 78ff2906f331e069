interface ImportMetaEnv {
  readonly VITE_MERCHANT?: string;
  readonly VITE_BRAND?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_IMAGE_CDN?: string;
  /** 'legacy' for a merchant whose backend reads only the platform's DES codec; anything else is the default. */
  readonly VITE_CODEC?: string;
}
