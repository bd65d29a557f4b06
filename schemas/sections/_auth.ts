import { nonEmptyTextSchema, pageActionSchema, textSchema } from '../fragments';

/** Schema pieces shared by the customer and owner sign-in, sign-up and registration cards. */

/**
 * The "continue with Google" part of the customer sign-in and sign-up cards, spread into their
 * properties: the divider above it, the OAuth client id (empty: no Google button) and its text.
 */
export function googleSignInProperties<const D extends string, const B extends string>(
  flow: 'sign-in' | 'sign-up',
  divider: D,
  button: B,
) {
  return {
    dividerText: textSchema(`Divider text above other ${flow} options`, 40, divider),
    googleClientId: {
      type: 'string',
      title: `Google OAuth client id (empty: Google ${flow} is off)`,
      maxLength: 200,
      pattern: '^[A-Za-z0-9._-]*$',
      default: '',
    },
    googleButtonText: nonEmptyTextSchema('Google button text', 40, button),
  } as const;
}

type FooterLinkProperties<K extends string, T extends string, L extends string> = {
  [P in `${K}Text` | `${K}LinkText` | `${K}Action`]: P extends `${K}Action`
    ? ReturnType<typeof pageActionSchema<string>>
    : P extends `${K}LinkText`
      ? ReturnType<typeof nonEmptyTextSchema<L>>
      : ReturnType<typeof textSchema<T>>;
};

/**
 * The link under a sign-in or sign-up card to the other screen ("New here? Create an account"),
 * spread into its properties as `<key>Text`, `<key>LinkText` and `<key>Action`; `link` names the
 * other screen in the builder's titles ("Text before the sign-up link", "Sign-up link text").
 */
export function footerLinkProperties<
  const K extends string,
  const T extends string,
  const L extends string,
>(key: K, link: string, text: T, linkText: L, path: string): FooterLinkProperties<K, T, L> {
  const Link = link.charAt(0).toUpperCase() + link.slice(1);
  return {
    [`${key}Text`]: textSchema(`Text before the ${link} link`, 80, text),
    [`${key}LinkText`]: nonEmptyTextSchema(`${Link} link text`, 40, linkText),
    [`${key}Action`]: pageActionSchema(`${Link} link target`, path),
  } as FooterLinkProperties<K, T, L>;
}
