/**
 * Dropped digits other than six and anything that is not a digit, without a word.
 * @deprecated A PIN or code box keeps what was typed and its rule (payPasswordField, codeField)
 * says what is wrong under it (tests/unit/fieldsKeepTyped.test.ts). Left only for the withdraw
 * screen, which another branch is converting; remove this file with its last user.
 */
export const sixDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 6);
