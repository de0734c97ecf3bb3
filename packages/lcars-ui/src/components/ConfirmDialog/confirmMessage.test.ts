import { describe, expect, it } from 'vitest';
import { confirmDefaults, confirmMessage } from './confirmMessage';

describe('confirmMessage', () => {
  it('asks about the action', () => {
    expect(confirmMessage('delete this ledger')).toBe('Are you sure you want to delete this ledger?');
    expect(confirmMessage('delete the account Savings')).toBe(
      'Are you sure you want to delete the account Savings?',
    );
  });

  it('asks plainly without a text', () => {
    expect(confirmMessage()).toBe('Are you sure?');
    expect(confirmMessage('   ')).toBe('Are you sure?');
  });

  it('uses the text verbatim when overridden', () => {
    expect(confirmMessage('You will be signed in again. Continue?', true)).toBe(
      'You will be signed in again. Continue?',
    );
  });

  it('has the default title Confirm and buttons Yes and No', () => {
    expect(confirmDefaults).toEqual({ title: 'Confirm', yes: 'Yes', no: 'No' });
  });
});
