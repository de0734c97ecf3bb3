// Office files made by Microsoft Office and LibreOffice (test/fixtures/office/README.md), with their passwords.
import { readFileSync } from 'node:fs';

export const OFFICE_FIXTURE_PASSWORD = 'Password1234_';

export function officeFixture(path: string): Buffer {
  return readFileSync(new URL(`./fixtures/office/${path}`, import.meta.url));
}

/** Every encrypted fixture, its kind and password, and its decrypted twin made by msoffcrypto-tool. */
export const ENCRYPTED_FIXTURES = [
  {
    file: 'msoffcrypto/inputs/example_password.docx',
    kind: 'agile',
    format: 'ooxml',
    plain: 'msoffcrypto/outputs/example.docx',
  },
  {
    file: 'msoffcrypto/inputs/example_password.xlsx',
    kind: 'agile',
    format: 'ooxml',
    plain: 'msoffcrypto/outputs/example.xlsx',
  },
  {
    file: 'msoffcrypto/inputs/ecma376standard_password.docx',
    kind: 'standard',
    format: 'ooxml',
    plain: 'msoffcrypto/outputs/ecma376standard_password_plain.docx',
  },
  {
    file: 'msoffcrypto/inputs/rc4cryptoapi_password.doc',
    kind: 'rc4cryptoapi',
    format: 'doc',
    plain: 'msoffcrypto/outputs/rc4cryptoapi_password_plain.doc',
  },
  {
    file: 'msoffcrypto/inputs/rc4cryptoapi_password.xls',
    kind: 'rc4cryptoapi',
    format: 'xls',
    plain: 'msoffcrypto/outputs/rc4cryptoapi_password_plain.xls',
  },
  {
    file: 'msoffcrypto/inputs/rc4cryptoapi_password.ppt',
    kind: 'rc4cryptoapi',
    format: 'ppt',
    plain: 'msoffcrypto/outputs/rc4cryptoapi_password_plain.ppt',
  },
  {
    file: 'msoffcrypto/inputs/xor_password_123456789012345.xls',
    kind: 'xor',
    format: 'xls',
    password: '123456789012345',
  },
].map((f) => ({ password: OFFICE_FIXTURE_PASSWORD, ...f }));

export const UNPROTECTED_FIXTURES = [
  { file: 'msoffcrypto/inputs/plain.doc', format: 'doc' },
  { file: 'msoffcrypto/inputs/plain.xls', format: 'xls' },
  { file: 'msoffcrypto/inputs/plain.ppt', format: 'ppt' },
  { file: 'libreoffice/lo_plain.docx', format: 'docx' },
  { file: 'libreoffice/lo_plain.xlsx', format: 'xlsx' },
  { file: 'msoffcrypto/outputs/example.docx', format: 'docx' },
  { file: 'msoffcrypto/outputs/example.xlsx', format: 'xlsx' },
];
