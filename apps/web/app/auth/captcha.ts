/**
 * reCAPTCHA v3 (invisible): the script is loaded once when a site key is configured, and each
 * protected form asks for a token for its action. Without a site key there is no captcha.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | undefined;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('The captcha did not load'));
    };
    script.onerror = () => reject(new Error('The captcha could not be loaded'));
    document.head.append(script);
  });
  return loading;
}

export async function captchaToken(
  siteKey: string | null,
  action: string,
): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const grecaptcha = await loadScript(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
