/**
 * Login double validation (SPEC §4, §5, §8): a member with double validation on who logs in from
 * a new device answers one question about his own data. The questions are those of SPEC §5 the
 * member has an answer on file for, in the spec's order; three are available by default.
 */
import { verify } from '@node-rs/argon2';
import { DOUBLE_VALIDATION_QUESTIONS, type DoubleValidationQuestion } from '@site/shared/validation';
import type { MemberRow } from '../../http/auth';

/** The questions this member can answer (data on file). */
export function answerableQuestions(member: MemberRow): DoubleValidationQuestion[] {
  const has: Record<DoubleValidationQuestion, boolean> = {
    member_name: Boolean(member.memberName),
    identity_id: Boolean(member.identityId),
    member_phone: Boolean(member.memberPhone),
    member_email: Boolean(member.memberEmail),
    withdraw_password: Boolean(member.withdrawPasswordHash),
  };
  return DOUBLE_VALIDATION_QUESTIONS.filter((q) => has[q]);
}

const normaliseName = (v: string) => v.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (v: string) => v.replace(/\D/g, '');

/** Whether an answer has the shape its question needs (SPEC §8 double validation 205 otherwise). */
export function answerWellFormed(question: string, answer: string): boolean {
  const a = answer.trim();
  switch (question) {
    case 'withdraw_password':
      return /^\d{4}$/.test(a);
    case 'member_phone':
      return /^\+?[\d\s-]{6,20}$/.test(a);
    case 'member_email':
      return /^[^\s@]+@[^\s@]+$/.test(a);
    default:
      return a.length <= 100;
  }
}

/** Compares an answer with the member's data (names without case or extra spaces, phones by digits). */
export async function answerMatches(member: MemberRow, question: string, answer: string): Promise<boolean> {
  const a = answer.trim();
  switch (question) {
    case 'member_name':
      return Boolean(member.memberName) && normaliseName(member.memberName!) === normaliseName(a);
    case 'identity_id':
      return Boolean(member.identityId) && member.identityId!.trim().toUpperCase() === a.toUpperCase();
    case 'member_phone':
      return Boolean(member.memberPhone) && digits(member.memberPhone!) === digits(a);
    case 'member_email':
      return Boolean(member.memberEmail) && member.memberEmail!.trim().toLowerCase() === a.toLowerCase();
    case 'withdraw_password':
      return Boolean(member.withdrawPasswordHash) && (await verify(member.withdrawPasswordHash!, a));
    default:
      return false;
  }
}
