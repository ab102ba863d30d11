import { describe, expect, it } from 'vitest';
import { readConfig, readDatabaseLimits } from './config.ts';

describe('database limits from the environment (issue 33: a bound on one request’s database time)', () => {
  it('defaults: 10 connections, 5 s per statement, 5 s to get a connection', () => {
    expect(readDatabaseLimits({})).toEqual({ poolSize: 10, statementTimeoutMs: 5000, poolWaitMs: 5000, preparedStatements: true });
    expect(readDatabaseLimits({ DB_POOL_SIZE: '', DB_STATEMENT_TIMEOUT_MS: '' })).toEqual({
      poolSize: 10,
      statementTimeoutMs: 5000,
      poolWaitMs: 5000,
      preparedStatements: true,
    });
  });

  it('reads DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS and DB_POOL_WAIT_MS; 0 turns a time-out off', () => {
    expect(readDatabaseLimits({ DB_POOL_SIZE: '40', DB_STATEMENT_TIMEOUT_MS: '0', DB_POOL_WAIT_MS: '250' })).toEqual({
      poolSize: 40,
      statementTimeoutMs: 0,
      poolWaitMs: 250,
      preparedStatements: true,
    });
    expect(
      readConfig({ DB_POOL_SIZE: '3', DB_STATEMENT_TIMEOUT_MS: '200', DB_POOL_WAIT_MS: '0', DB_PREPARED_STATEMENTS: '0' }).database,
    ).toEqual({
      poolSize: 3,
      statementTimeoutMs: 200,
      poolWaitMs: 0,
      preparedStatements: false,
    });
  });

  it('a bad value fails the start with a message naming the variable', () => {
    expect(() => readDatabaseLimits({ DB_POOL_SIZE: '0' })).toThrow('DB_POOL_SIZE must be at least 1, got "0"');
    expect(() => readDatabaseLimits({ DB_POOL_SIZE: 'ten' })).toThrow('DB_POOL_SIZE must be a non-negative integer, got "ten"');
    expect(() => readDatabaseLimits({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow('DB_STATEMENT_TIMEOUT_MS must be a non-negative integer');
    expect(() => readDatabaseLimits({ DB_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow('DB_STATEMENT_TIMEOUT_MS must be a non-negative integer');
    expect(() => readDatabaseLimits({ DB_POOL_WAIT_MS: '5s' })).toThrow('DB_POOL_WAIT_MS must be a non-negative integer, got "5s"');
    // Past PostgreSQL's and Node's 32-bit limit the setting would be refused or wrap to 1 ms.
    expect(() => readDatabaseLimits({ DB_POOL_WAIT_MS: '2147483648' })).toThrow('DB_POOL_WAIT_MS must be at most 2147483647');
    expect(() => readConfig({ DB_STATEMENT_TIMEOUT_MS: 'off' })).toThrow('DB_STATEMENT_TIMEOUT_MS');
  });
});
