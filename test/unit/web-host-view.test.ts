import { describe, expect, it } from 'vitest';
import { canStartCommunity, HOST_SIGN_IN_PATH, hostDashboardView, pendingLabel } from '@web/features/host/host-view';
import { nextPathFrom } from '@web/features/auth/auth-mode';
import type { HostCommunity } from '@shared/schemas/community';

const state = { loading: false, signedIn: true, role: undefined, profileLoading: false } as const;

describe('hostDashboardView', () => {
  it('waits for the session, then sends signed-out visitors to the overlay', () => {
    expect(hostDashboardView({ ...state, loading: true })).toBe('loading');
    expect(hostDashboardView({ ...state, signedIn: false })).toBe('signed-out');
  });
  it('waits for the profile before choosing, so a host never sees the promo flash', () => {
    expect(hostDashboardView({ ...state, profileLoading: true })).toBe('loading');
    expect(hostDashboardView({ ...state, role: 'host', profileLoading: true })).toBe('host');
  });
  it('shows hosts the dashboard and everyone else signed in the promo', () => {
    expect(hostDashboardView({ ...state, role: 'host' })).toBe('host');
    expect(hostDashboardView({ ...state, role: 'player' })).toBe('promo');
    // A signed-in user without a profile (not set up yet) is not a host.
    expect(hostDashboardView(state)).toBe('promo');
  });
});

describe('dashboard helpers', () => {
  it('offers New Community only while the host has none (one per account)', () => {
    expect(canStartCommunity([])).toBe(true);
    expect(canStartCommunity([{} as HostCommunity])).toBe(false);
  });
  it('Sign In comes back to /host', () => {
    expect(nextPathFrom(HOST_SIGN_IN_PATH.slice('/auth'.length))).toBe('/host');
  });
  it('counts pending requests in words', () => {
    expect(pendingLabel(0)).toBe('No pending join requests');
    expect(pendingLabel(1)).toBe('1 pending join request');
    expect(pendingLabel(3)).toBe('3 pending join requests');
  });
});
