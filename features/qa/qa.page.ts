import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import {
  getAllTopics,
  getGovQa,
  getGovQaList,
  getMemberHome,
  getQuestionPage,
  getTopicPage,
} from '@/features/qa/server/qa';
import { loadCommentsSection } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { topicPageNumber, topicPagePath } from '@/features/qa/topicPaging';
import { govQaListHref } from '@/features/qa/paths';
import { pageParam } from '@/lib/format/paging';
import { listCrumbs } from '../columns/listItems.page';
import {
  askDetailRoute,
  newQaDetailRoute,
  qaDetailRoute,
  topicDetailRoute,
  userDetailRoute,
} from '@/features/qa/paths';

// Q&A pages (docs/product.md §2, docs/decisions/0026): public and cached, the same for every reader. What a
// reader asked themselves comes from the ask island after load (app/api/qa/questions).

/** How a question is named where a title is wanted: its first words. */
const questionName = (content: string) => shareText(content).slice(0, 40);

/** topicDetail without an id: the ask bar, every topic of the site (the way a reader finds them: docs/decisions/0031). */
export const TOPIC_LIST_PATH = topicDetailRoute.href();

/**
 * topicDetail: `/topicDetail/{id?}.html`, 'ask-bar topic': the topic, its hot questions, its
 * answered questions a page at a time (`?page=N`, from 1), the form to ask (signed in) and the
 * topic's comments (sourceType 4). A page past the last is a 404. Without an id, the ask bar: the
 * site's topics, open ones first (one page: 20).
 */
export const topicDetail = definePage(topicDetailRoute, {
  async load({ id }) {
    const page = topicPageNumber((await pageQuery()).get('page'));
    if (page === null) notFound();
    if (id === undefined) {
      if (page > 1) notFound();
      const [topics, config, t] = await Promise.all([getAllTopics(), getSiteConfig(), getTranslations('qa')]);
      return { mode: 'list' as const, topics, config, title: t('topicListTitle'), data: null, comments: null };
    }
    const [data, config] = await Promise.all([getTopicPage(id, page), getSiteConfig()]);
    if (!data || (page > 1 && data.questions.length === 0)) notFound();
    // Not awaited: the comments stream after the topic (features/comments/CommentsSection.tsx).
    return {
      mode: 'topic' as const,
      data,
      config,
      topics: null,
      title: data.topic.title,
      comments: loadCommentsSection(COMMENT_SOURCE.topicQa, id),
    };
  },
  seo(loaded): PageSeo {
    const { config } = loaded;
    if (loaded.mode === 'list') {
      return {
        type: 'collection',
        title: loaded.title,
        description: shareText(loaded.topics.map((t) => t.title).join('；'), loaded.title),
        path: TOPIC_LIST_PATH,
        items: loaded.topics.map((t) => ({ name: t.title, path: t.href })),
        breadcrumbs: listCrumbs(config.appName, { name: loaded.title, path: TOPIC_LIST_PATH }),
      };
    }
    const { data } = loaded;
    const { topic } = data;
    return {
      type: 'collection',
      title: topic.title,
      description: shareText(topic.description, topic.title),
      path: topicPagePath(topic.id, data.page),
      image: topic.picture || undefined,
      items: data.questions.map((q) => ({ name: questionName(q.content), path: q.href })),
      breadcrumbs: listCrumbs(config.appName, { name: topic.title, path: topic.href }),
    };
  },
});

/** askDetail: `/askDetail/{id}.html`, 'question detail': an answered question and its answers (a pending one is a 404 to all). */
export const askDetail = definePage(askDetailRoute, {
  async load({ id }) {
    const [page, config] = await Promise.all([getQuestionPage(id), getSiteConfig()]);
    if (!page) notFound();
    return { page, config };
  },
  seo({ page, config }): PageSeo {
    const { question, topic, answers } = page;
    const name = questionName(question.content);
    return {
      type: 'qa',
      title: name,
      description: shareText(answers[0]?.content ?? '', question.content),
      path: question.href,
      image: question.pictures[0],
      qa: {
        text: question.content,
        askedAt: question.askedAt,
        asker: question.askerName || null,
        answers: answers.map((a) => ({ text: a.content, author: a.answerer, publishedAt: a.answeredAt })),
      },
      breadcrumbs: listCrumbs(config.appName, { name: topic.title, path: topic.href }, { name, path: question.href }),
    };
  },
});

/**
 * qaDetail and newQaDetail: `/qaDetail/{id}.html`, `/newQaDetail/{id}.html`, 'government Q&A
 * detail': the question, the department's answer in text, pictures, audio and video, and its
 * comments (sourceType 5). Both addresses show the same page; qaDetail is canonical (docs/decisions/0026).
 * Without an id, qaDetail is the list of answered Q&As, 20 a page (`?page=N`, from 0; the
 * way a reader finds them, docs/decisions/0031); newQaDetail without an id is sent there for good (a 308:
 * one list, at its canonical address, and a link or bookmark of the platform's other address still arrives).
 */
function govQaRoute(
  facts: typeof qaDetailRoute | typeof newQaDetailRoute,
  { listWithoutId }: { listWithoutId: boolean },
) {
  return definePage(facts, {
    async load({ id }) {
      if (id === undefined && !listWithoutId) permanentRedirect(govQaListHref());
      const [config, t] = await Promise.all([getSiteConfig(), getTranslations('qa')]);
      const title = t('govListTitle');
      if (id === undefined) {
        const page = pageParam((await pageQuery()).get('page'));
        if (page === null) notFound();
        const list = await getGovQaList(page);
        if (page > 0 && list.items.length === 0) notFound();
        return { mode: 'list' as const, list, config, title, qa: null, comments: null };
      }
      const qa = await getGovQa(id);
      if (!qa) notFound();
      return {
        mode: 'qa' as const,
        qa,
        config,
        list: null,
        title,
        comments: loadCommentsSection(COMMENT_SOURCE.qa, qa.id),
      };
    },
    seo(data): PageSeo {
      const { config } = data;
      if (data.mode === 'list') {
        const path = govQaListHref(data.list.page);
        return {
          type: 'collection',
          title: data.title,
          description: shareText(data.list.items.map((q) => q.title).join('；'), data.title),
          path,
          items: data.list.items.map((q) => ({ name: q.title, path: q.href })),
          breadcrumbs: listCrumbs(config.appName, { name: data.title, path }),
        };
      }
      const qa = data.qa;
      return {
        type: 'qa',
        title: qa.title,
        description: shareText(qa.answer, qa.content),
        path: qa.href,
        image: qa.answerPictures[0] ?? qa.images[0],
        qa: {
          text: qa.content,
          askedAt: qa.askedAt,
          asker: qa.asker,
          answers: qa.answer ? [{ text: qa.answer, author: qa.department, publishedAt: qa.answeredAt }] : [],
        },
        // The list is the Q&A's parent: the way back to the others (docs/decisions/0031).
        breadcrumbs: listCrumbs(
          config.appName,
          { name: data.title, path: govQaListHref() },
          { name: qa.title, path: qa.href },
        ),
      };
    },
  });
}
export const qaDetail = govQaRoute(qaDetailRoute, { listWithoutId: true });
export const newQaDetail = govQaRoute(newQaDetailRoute, { listWithoutId: false });

/** userDetail: `/userDetail/{id}.html`, a member's public page: name, avatar, answered questions and circle posts. */
export const userDetail = definePage(userDetailRoute, {
  async load({ id }) {
    const [home, config] = await Promise.all([getMemberHome(id), getSiteConfig()]);
    if (!home) notFound();
    return { home, config };
  },
  async seo({ home, config }): Promise<PageSeo> {
    const t = await getTranslations('qa');
    return {
      type: 'profile',
      title: home.name,
      description: shareText(
        t('memberDescription', { name: home.name, questions: home.questions.length, posts: home.posts.length }),
      ),
      path: home.href,
      image: home.avatar || undefined,
      // Members are private people: their page is shared and followed, not put in search results (docs/decisions/0026).
      robots: { index: false, follow: true },
      profile: { kind: 'person', name: home.name, description: '', image: home.avatar || undefined },
      items: [
        ...home.questions.map((q) => ({ name: questionName(q.content), path: q.href })),
        ...home.posts.map((p) => ({ name: shareText(p.content).slice(0, 40), path: p.href })),
      ],
      breadcrumbs: listCrumbs(config.appName, { name: home.name, path: home.href }),
    };
  },
});
