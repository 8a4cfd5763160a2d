declare module 'fxa-common-password-list' {
  /** True when the password is among the most common ones of public breach lists. */
  export function test(password: string): boolean;
}
