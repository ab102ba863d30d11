import { endpointUrl, noticeEndpoints, surveyEndpoints } from '@campus/contracts';
import {
  apiAs,
  blockPushStream,
  DEMO_PHONE,
  expect,
  hashPath,
  keepAccessibleScreenshot as keepScreenshot, // every kept screen is checked with axe
  newUserPage,
  releaseUser,
  PLAIN_STAFF_PHONE,
  signIn,
  test,
} from '../fixtures.ts';
import { openPushAbout } from '../push-dialogs.ts';

/**
 * Notices, messages, surveys and leave words (the notice module), per tenant:
 * an admin publishes, a staff receives the push and reads; a staff answers a
 * questionnaire and the publisher sees the results; a staff leaves a word; a
 * public notice opens without login.
 *
 * The default bundle and the sa bundle sign in to the same company, and tests
 * run in parallel: every title made here is unique, pages that do not test push
 * refuse the push stream, and the push test dismisses dialogs about others' notices.
 */

const unique = (label: string, project: string) => `${label} ${project} ${Date.now().toString(36)}`;

interface Paged<T> {
  results: T[];
}
interface NoticeRow {
  id: string;
  title: string;
  is_public: boolean;
}

test.describe('notices, messages, surveys and leave words (notice module)', () => {
  // two users, many screens
  test.setTimeout(120_000);
  test('an admin publishes a notice; a staff gets the push, 查看 opens it, and it shows read in the list', async ({
    page,
    tenant,
  }, testInfo) => {
    const title = unique('停水通知', testInfo.project.name);
    const staff = await newUserPage(testInfo);
    // The staff is signed in (and listening for pushes) before the notice goes out.
    await signIn(staff.page, tenant, PLAIN_STAFF_PHONE);

    await blockPushStream(page);
    await signIn(page, tenant, DEMO_PHONE, '/notice');
    await expect(page.getByTestId('notice-row').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'notice-list');
    await page.getByRole('button', { name: '发布' }).click();
    await expect.poll(() => hashPath(page)).toBe('/addNotice');

    // Bad input keeps what was typed and says why in Chinese.
    await page.getByPlaceholder('请输入公告标题').fill(title);
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('请填写内容')).toBeVisible();
    await expect(page.getByPlaceholder('请输入公告标题')).toHaveValue(title);
    await page.getByPlaceholder('请输入公告内容').fill('本周六9:00至12:00办公楼停水，请提前储水。');
    await page.getByRole('switch', { name: '公开分享' }).click();
    await keepScreenshot(page, testInfo, 'notice-add');
    await page.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('发布成功')).toBeVisible();
    await expect.poll(() => hashPath(page)).toBe('/notice/noticeDetail');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('分享链接')).toBeVisible();
    await keepScreenshot(page, testInfo, 'notice-detail');

    // The staff: the push dialog (已阅 / 查看); 查看 opens the notice.
    await openPushAbout(staff.page, title);
    await expect.poll(() => hashPath(staff.page)).toBe('/notice/noticeDetail');
    await expect(staff.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(staff.page.getByTestId('notice-content')).toContainText('请提前储水');

    // Read now: no unread dot on it in the list. (From here on the staff page stops
    // listening, so pushes from tests running alongside cannot cover the screen.)
    await blockPushStream(staff.page);
    await staff.page.goto('./#/notice');
    await staff.page.reload();
    const row = staff.page.getByTestId('notice-row').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-unread', 'false');
    await expect(row.getByRole('img', { name: '未读' })).toHaveCount(0);
  });

  test('a staff comments on a notice from its detail (/noticeComment)', async ({ page, tenant }, testInfo) => {
    const words = unique('收到，准时参加。', testInfo.project.name);
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/notice');
    await page.getByTestId('notice-row').filter({ hasText: '消防安全演练通知' }).click();
    await expect.poll(() => hashPath(page)).toBe('/notice/noticeDetail');
    await page.getByTestId('notice-comments-entry').click();
    await expect.poll(() => hashPath(page)).toBe('/noticeComment');
    await page.getByRole('button', { name: '发表' }).click();
    await expect(page.getByText('请填写评论内容')).toBeVisible();
    await page.getByPlaceholder('说点什么…').fill(words);
    await page.getByRole('button', { name: '发表' }).click();
    await expect(page.getByTestId('comment-row').filter({ hasText: words })).toBeVisible();
    await expect(page.getByPlaceholder('说点什么…')).toHaveValue('');
    await keepScreenshot(page, testInfo, 'notice-comments');
  });

  test('the message centre: unread count, the list with 全部已读, and 查看 on a message opens its screen', async ({
    page,
    tenant,
  }, testInfo) => {
    const title = unique('消防演练', testInfo.project.name);
    const staff = await newUserPage(testInfo);
    await blockPushStream(staff.page);
    await signIn(staff.page, tenant, PLAIN_STAFF_PHONE);
    await blockPushStream(page);
    await signIn(page, tenant, DEMO_PHONE);
    const published = await apiAs(page, 'POST', endpointUrl(noticeEndpoints.publish), {
      title,
      content: '周五下午三点消防演练。',
      is_public: false,
    });
    expect(published.status).toBe(201);

    await staff.page.goto('./#/message');
    await expect(staff.page.getByTestId('unread-count')).not.toHaveText('--');
    expect(Number(await staff.page.getByTestId('unread-count').textContent())).toBeGreaterThan(0);
    await expect(staff.page.getByTestId('message-row').first()).toBeVisible();
    await keepScreenshot(staff.page, testInfo, 'message-centre');

    await staff.page.getByTestId('category-all').click();
    await expect.poll(() => hashPath(staff.page)).toBe('/message/msgList');
    const row = staff.page.getByTestId('message-row').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await keepScreenshot(staff.page, testInfo, 'message-list');
    await row.click();
    await expect.poll(() => hashPath(staff.page)).toBe('/message/msgList/msgDetail');
    await expect(staff.page.getByTestId('message-article')).toContainText(title);
    await keepScreenshot(staff.page, testInfo, 'message-detail');
    await staff.page.getByRole('button', { name: '查看' }).click();
    await expect.poll(() => hashPath(staff.page)).toBe('/notice/noticeDetail');
    await expect(staff.page.getByRole('heading', { name: title })).toBeVisible();

    // Opened: read in the list; 全部已读 leaves no unread one.
    await staff.page.goto('./#/message/msgList');
    await expect(staff.page.getByTestId('message-row').filter({ hasText: title })).toHaveAttribute('data-unread', 'false');
    await staff.page.getByRole('button', { name: '全部已读' }).click();
    await expect(staff.page.getByText('已全部标为已读')).toBeVisible();
    await staff.page.getByRole('tab', { name: '未读' }).click();
    await expect(staff.page.getByText('暂无未读消息')).toBeVisible();
  });

  test('a staff answers a questionnaire (required check, one answer each); the publisher sees the results', async ({
    page,
    tenant,
  }, testInfo) => {
    // The seeded questionnaire is listed; this run answers its own copy, because the
    // sa and default bundles share a company and a staff answers only once.
    await blockPushStream(page);
    await signIn(page, tenant, DEMO_PHONE);
    const title = unique('餐厅满意度', testInfo.project.name);
    const created = await apiAs(page, 'POST', endpointUrl(surveyEndpoints.publish), {
      title,
      description: '为改进餐厅服务，请花一分钟填写本问卷。',
      questions: [
        { title: '您对员工餐厅的总体满意度', type: 'single', options: ['非常满意', '满意', '一般', '不满意'], required: true },
        { title: '您希望增加哪些餐品（可多选）', type: 'multiple', options: ['面食', '粥品', '水果', '轻食沙拉'], required: true },
        { title: '其他意见和建议', type: 'text', required: false },
      ],
    });
    expect(created.status).toBe(201);
    const surveyId = (created.data as { id: string }).id;

    const staff = await newUserPage(testInfo);
    await blockPushStream(staff.page);
    await signIn(staff.page, tenant, PLAIN_STAFF_PHONE, '/survey');
    await expect(staff.page.getByTestId('survey-row').filter({ hasText: '员工餐厅满意度调查' })).toBeVisible();
    const row = staff.page.getByTestId('survey-row').filter({ hasText: title });
    await expect(row).toHaveAttribute('data-answered', 'false');
    await expect(row.getByText('未填写')).toBeVisible();
    await keepScreenshot(staff.page, testInfo, 'survey-list');

    // A second page of the same staff, open on the same sheet, to submit twice.
    const second = await staff.context.newPage();
    await blockPushStream(second);
    await second.goto(`./#/survey/surveyFill?id=${surveyId}`);
    await expect(second.getByRole('heading', { name: title })).toBeVisible();

    await row.click();
    await expect.poll(() => hashPath(staff.page)).toBe('/survey/surveyFill');
    const question = (n: number) => staff.page.getByTestId('survey-question').nth(n);
    await question(0).getByText('满意', { exact: true }).click();
    await staff.page.getByRole('button', { name: '提交' }).click();
    await expect(question(1).getByText('此题为必答题')).toBeVisible();
    await expect(question(0).getByText('此题为必答题')).toHaveCount(0);
    await staff.page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(staff.page, testInfo, 'survey-fill-required');
    await question(1).getByText('面食').click();
    await question(1).getByText('水果').click();
    await question(2).getByPlaceholder('请输入您的回答').fill('希望晚餐多一些热菜。');
    await staff.page.getByRole('button', { name: '提交' }).click();
    await expect(staff.page.getByTestId('survey-submitted')).toBeVisible();
    await expect(staff.page.getByText('提交成功')).toBeVisible();
    await keepScreenshot(staff.page, testInfo, 'survey-fill-done');

    // The second submit is refused by the server, in its words.
    const again = (n: number) => second.getByTestId('survey-question').nth(n);
    await again(0).getByText('一般', { exact: true }).click();
    await again(1).getByText('粥品').click();
    await second.getByRole('button', { name: '提交' }).click();
    await expect(second.getByTestId('field-error-text')).toHaveText('您已提交过该问卷');
    await second.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(second, testInfo, 'survey-fill-refused');

    // Back in the list it is answered; opened again it shows read-only.
    await staff.page.goto('./#/survey');
    await expect(staff.page.getByTestId('survey-row').filter({ hasText: title })).toHaveAttribute('data-answered', 'true');
    await staff.page.goto(`./#/survey/surveyFill?id=${surveyId}`);
    await expect(staff.page.getByText('您已提交过该问卷')).toBeVisible();
    await expect(staff.page.getByRole('button', { name: '提交' })).toHaveCount(0);

    // Results are the publisher's: the staff is refused with the server's message.
    await staff.page.goto(`./#/survey/surveyReview?id=${surveyId}`);
    await expect(staff.page.getByTestId('results-denied')).toBeVisible();
    await releaseUser(staff.context);

    await page.goto('./#/survey');
    await page.getByTestId('survey-row').filter({ hasText: title }).getByRole('button', { name: '查看结果' }).click();
    await expect.poll(() => hashPath(page)).toBe('/survey/surveyReview');
    await expect(page.getByTestId('respondents')).toHaveText('参与人数 1');
    const results = page.getByTestId('question-result');
    await expect(results.nth(0).getByTestId('option-result').filter({ hasText: '满意' }).first()).toBeVisible();
    await expect(results.nth(0).getByText('1票 · 100%')).toBeVisible();
    await expect(results.nth(1).locator('.adm-progress-bar')).toHaveCount(4);
    await expect(results.nth(2).getByTestId('text-answer')).toHaveText(['希望晚餐多一些热菜。']);
    await keepScreenshot(page, testInfo, 'survey-review');
  });

  test('a staff leaves a word (1..500 characters) and sees it listed, awaiting a reply', async ({ page, tenant }, testInfo) => {
    const words = unique('会议室投影仪经常连不上，能否检修？', testInfo.project.name);
    await blockPushStream(page);
    await signIn(page, tenant, PLAIN_STAFF_PHONE, '/interact');
    await expect(page.getByTestId('leave-word-reply').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'interact-list');

    await page.getByRole('button', { name: '我要留言' }).click();
    await expect.poll(() => hashPath(page)).toBe('/interact/interactLeaveWord');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请填写留言内容')).toBeVisible();
    const box = page.getByPlaceholder('请输入您想对管理部门说的话（500字以内）');
    await box.fill('字'.repeat(501));
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('留言不能超过500个字')).toBeVisible();
    await expect(page.getByTestId('word-count')).toHaveText('501/500');
    await keepScreenshot(page, testInfo, 'interact-leave-word');
    await box.fill(words);
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => hashPath(page)).toBe('/interact');
    const row = page.getByTestId('leave-word-row').filter({ hasText: words });
    await expect(row).toBeVisible();
    await expect(row.getByText('待回复')).toBeVisible();
  });

  test('#/noticeDetails opens a public notice without login; a notice not shared publicly says so', async ({ page, tenant }, testInfo) => {
    await blockPushStream(page);
    await signIn(page, tenant, DEMO_PHONE);
    const list = await apiAs(page, 'GET', endpointUrl(noticeEndpoints.list, {}, { page_size: 100 }));
    const rows = (list.data as Paged<NoticeRow>).results;
    const shared = rows.find((row) => row.is_public);
    const internal = rows.find((row) => !row.is_public);
    expect(shared).toBeDefined();
    expect(internal).toBeDefined();

    const visitor = await newUserPage(testInfo);
    await visitor.page.goto(`./#/noticeDetails?id=${shared?.id ?? ''}`);
    await expect(visitor.page.getByRole('heading', { name: shared?.title ?? '' })).toBeVisible();
    expect(await hashPath(visitor.page)).toBe('/noticeDetails');
    expect(await visitor.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await keepScreenshot(visitor.page, testInfo, 'notice-public');

    await visitor.page.goto(`./#/noticeDetails?id=${internal?.id ?? ''}`);
    await expect(visitor.page.getByText('该公告不存在或未公开分享')).toBeVisible();
    expect(await hashPath(visitor.page)).toBe('/noticeDetails');
    await keepScreenshot(visitor.page, testInfo, 'notice-public-unavailable');
  });
});
