import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapSeekArticle, mapSubmission } from '../submission.map';
import {
  seekArticleDetailCall,
  seekArticleListCall,
  submissionDetailCall,
  submissionListCall,
  submitArticleCall,
  type SubmissionInput,
} from '../calls';
import type { SeekArticle, Submission } from '@/features/tipoffs/submission.types';

/** seekArticleDetail without an id: the calls for articles, open ones first (the first 20). */
export async function getSeekArticles(): Promise<SeekArticle[]> {
  return (await platformCall(seekArticleListCall)).list.map(mapSeekArticle);
}

export async function getSeekArticle(id: number): Promise<SeekArticle | null> {
  const raw = await platformCall(seekArticleDetailCall, id);
  return raw ? mapSeekArticle(raw) : null;
}

export async function submitArticle(
  input: SubmissionInput,
  member: { token: string; device: string },
): Promise<{ id: number }> {
  const answer = await platformCall(submitArticleCall, input, { memberToken: member.token, device: member.device });
  return { id: answer.id };
}

export async function getSubmissions(token: string, device: string): Promise<Submission[]> {
  return (await platformCall(submissionListCall, 0, { memberToken: token, device })).list.map(mapSubmission);
}

export async function getSubmission(id: number, token: string, device: string): Promise<Submission | null> {
  const raw = await platformCall(submissionDetailCall, id, { memberToken: token, device });
  return raw ? mapSubmission(raw) : null;
}
