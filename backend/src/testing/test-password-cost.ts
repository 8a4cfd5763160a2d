/** bcrypt's lowest cost, for every test instance of the main API: the lanes make hundreds of hashes (password-hasher.ts). */
export const TEST_PASSWORD_HASH_COST = '4';
