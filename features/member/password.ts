/**
 * What a password must be (docs/decisions/0050), as the platform checks it (member/setPassword):
 * 8 to 32 printable ASCII characters with at least one letter and one digit.
 */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
