import { inject } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { NgaDefaultDialect } from './dialects/default-dialect';
import { NgaJsonServerDialect } from './dialects/json-server-dialect';
import { provideApiMapping } from './provide-api-mapping';
import { NGA_API_MAPPING, NGA_LOOKUP_CACHE_TTL } from './tokens';

describe('provideApiMapping', () => {
  it('defaults to the ng-admin dialect', () => {
    expect(TestBed.inject(NGA_API_MAPPING)).toBeInstanceOf(NgaDefaultDialect);
    expect(TestBed.inject(NGA_LOOKUP_CACHE_TTL)).toBe(5000);
  });

  it('accepts an instance', () => {
    const dialect = new NgaJsonServerDialect();
    TestBed.configureTestingModule({ providers: [provideApiMapping(dialect)] });
    expect(TestBed.inject(NGA_API_MAPPING)).toBe(dialect);
  });

  it('creates a class in an injection context', () => {
    class TenantDialect extends NgaDefaultDialect {
      readonly ttl = inject(NGA_LOOKUP_CACHE_TTL);
    }
    TestBed.configureTestingModule({ providers: [provideApiMapping(TenantDialect)] });
    const mapping = TestBed.inject(NGA_API_MAPPING);
    expect(mapping).toBeInstanceOf(TenantDialect);
    expect((mapping as TenantDialect).ttl).toBe(5000);
  });
});
