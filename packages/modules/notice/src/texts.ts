/**
 * The user-facing words of the notice module, written once. Messages the server
 * also sends (survey checks, leave-word limits) come from @campus/contracts.
 */
export const TEXT = {
  unread: '未读',
  read: '已读',
  public: '公开',
  publish: '发布',
  published: '发布成功',
  publishing: '发布中',
  comments: '评论',
  commentPlaceholder: '说点什么…',
  commentSend: '发表',
  commentSent: '评论成功',
  noComments: '暂无评论，快来抢沙发',
  noNotices: '暂无公告',
  noticeMissingId: '缺少公告编号，请从分享链接重新打开',
  publicNoticeUnavailable: '该公告不存在或未公开分享',
  publicNoticeTitle: '公告不可查看',
  titleLabel: '标题',
  titlePlaceholder: '请输入公告标题',
  titleTooLong: '标题不能超过100个字',
  contentLabel: '内容',
  contentPlaceholder: '请输入公告内容',
  contentTooLong: '内容不能超过20000个字',
  shareLabel: '公开分享',
  shareHint: '开启后，不登录也能通过分享链接查看此公告',
  shareLink: '分享链接',
  copyLink: '复制链接',
  copied: '已复制',
  author: '发布人',
  time: '发布时间',
  // Messages.
  messages: '消息',
  allMessages: '全部消息',
  tabAll: '全部',
  unreadMessages: '未读消息',
  recentMessages: '最近消息',
  readAll: '全部已读',
  readAllDone: '已全部标为已读',
  noMessages: '暂无消息',
  noUnread: '暂无未读消息',
  open: '查看',
  messageTime: '时间',
  messageKind: '类型',
  moreServices: '相关服务',
  // Surveys.
  answered: '已填写',
  notAnswered: '未填写',
  viewResults: '查看结果',
  noSurveys: '暂无问卷',
  questionCount: (count: number) => `共${count}题`,
  respondents: '参与人数',
  submit: '提交',
  submitting: '提交中',
  submitted: '提交成功',
  submittedHint: '感谢您的参与！',
  answeredAt: '提交时间',
  backToList: '返回列表',
  myAnswers: '我的回答',
  requiredMark: '必答',
  singleChoice: '单选',
  multipleChoice: '多选',
  textAnswer: '问答',
  textPlaceholder: '请输入您的回答',
  noTextAnswers: '暂无回答',
  votes: (count: number) => `${count}票`,
  noAccess: '无法查看',
  // Interaction.
  leaveWord: '我要留言',
  noWords: '暂无留言',
  awaitingReply: '待回复',
  replied: '已回复',
  reply: '回复',
  leaveWordLabel: '留言内容',
  leaveWordPlaceholder: '请输入您想对管理部门说的话（500字以内）',
  leaveWordSent: '留言成功',
} as const;

/** Labels of the message kinds (PushMessage extras.msg_type); anything else is a system message. */
export const MESSAGE_KIND_LABELS: Readonly<Record<string, string>> = {
  APPROVAL: '审批',
  REPAIR: '报修',
  COMPANY_PROPERTY: '资产',
  DORMITORY2: '宿舍',
  OFFICIAL_CAR3: '用车',
  NOTICE: '公告',
  INTERACT: '留言',
};
export const MESSAGE_KIND_OTHER = '系统';

export function messageKindLabel(msgType: string | null | undefined): string {
  return msgType !== null && msgType !== undefined && Object.hasOwn(MESSAGE_KIND_LABELS, msgType)
    ? (MESSAGE_KIND_LABELS[msgType] as string)
    : MESSAGE_KIND_OTHER;
}
