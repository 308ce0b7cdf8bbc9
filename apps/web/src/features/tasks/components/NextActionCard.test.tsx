import { describe, expect, it } from 'vitest';
import { canSetNextAction } from './NextActionCard.tsx';

describe('who may set a student’s next step', () => {
  const officerStage = { status: 'application-processing' as const, nextActionKeeper: 'officer-1' };

  it('is whom keeps it, and Super Admin', () => {
    expect(canSetNextAction({ _id: 'officer-1', role: 'admin Officer' }, officerStage)).toBe(true);
    expect(canSetNextAction({ _id: 'admin-1', role: 'Super Admin' }, officerStage)).toBe(true);
  });

  it('is not the counselor once the student is an officer’s, nor anyone while the keeper is not known yet', () => {
    expect(canSetNextAction({ _id: 'counselor-1', role: 'Counselor' }, officerStage)).toBe(false);
    expect(canSetNextAction({ _id: 'counselor-1', role: 'Counselor' }, { status: 'follow-up' })).toBe(false);
  });

  it('is nobody on a closed file', () => {
    const closed = { status: 'success' as const, nextActionKeeper: 'admin-1' };
    expect(canSetNextAction({ _id: 'admin-1', role: 'Super Admin' }, closed)).toBe(false);
  });
});
