import type { Bilingual, Locale } from './locale';

type ErrorDefinition = { code: number; http: number; message: Bilingual };

/**
 * The error catalogue of the API. `code` goes into the envelope, `http` is the response status.
 * 1001 is the spec's "login expired" status that makes the client clear its session.
 */
export const ErrorCodes = {
  SESSION_EXPIRED: { code: 1001, http: 401, message: { 'zh-CN': '登录已过期，请重新登录', 'en-US': 'Login expired, please log in again' } },
  INVALID_CREDENTIALS: { code: 1002, http: 401, message: { 'zh-CN': '用户名或密码错误', 'en-US': 'Wrong username or password' } },
  // Answered only in tenants whose sign-in policy locks (lockoutAfterFailures > 0; off by default), and only to the
  // address that failed: the account stays open to every other address, so an attacker cannot keep a known username
  // out (issue 35; the challenge of 1008 is what an account name under attack asks of other failing addresses).
  ACCOUNT_LOCKED: {
    code: 1003,
    http: 429,
    message: {
      'zh-CN': '从当前网络登录该账号失败次数过多，已暂时锁定，请稍后再试或联系管理员解锁',
      'en-US':
        'Too many failed sign-ins to this account from your network: signing in to it from here is locked for a while; try again later or ask an administrator to unlock it',
    },
  },
  TOO_MANY_ATTEMPTS: {
    code: 1004,
    http: 429,
    message: { 'zh-CN': '登录尝试过于频繁，请稍后再试', 'en-US': 'Too many sign-in attempts, please wait a moment and try again' },
  },
  ACCOUNT_DISABLED: {
    code: 1005,
    http: 403,
    message: { 'zh-CN': '账号已停用，请联系管理员', 'en-US': 'This account is disabled, please contact your administrator' },
  },
  WRONG_PASSWORD: { code: 1006, http: 422, message: { 'zh-CN': '原密码不正确', 'en-US': 'The current password is not correct' } },
  // The answer names the field and says why (password-rules.ts, PASSWORD_PROBLEMS); this is the general message.
  WEAK_PASSWORD: {
    code: 1007,
    http: 422,
    message: {
      'zh-CN': '新密码不够安全：至少 8 位，需同时包含字母和数字，不能是常见密码或含有您的用户名、姓名、手机号，且不能与原密码相同',
      'en-US':
        'The new password is not safe enough: it needs at least 8 characters with letters and digits, must not be a common password or contain your username, name or phone number, and must differ from the current one',
    },
  },
  // Sign-in for an account name that has seen many failures, from an address that has been failing too: the client
  // fetches a challenge (GET /oauthService/loginChallenge), solves it and sends the solution with the next attempt.
  CHALLENGE_REQUIRED: {
    code: 1008,
    http: 401,
    message: {
      'zh-CN': '该账号近期登录失败次数较多，请完成人机验证后重新登录',
      'en-US': 'This account has seen many failed sign-ins: please complete the verification and sign in again',
    },
  },
  // Staff set this person's password (a new account, a reset): until they choose their own, the server answers only
  // the calls the change-password page and start-up need (app info, the token check, their own information).
  PASSWORD_CHANGE_REQUIRED: {
    code: 1009,
    http: 403,
    message: { 'zh-CN': '请先修改初始密码后再继续使用', 'en-US': 'Please change the password you were given before going on' },
  },
  // Portal single sign-on through OpenID Connect (issue 22): 1010-1019. An unknown person and an unreachable portal
  // are EXTERNAL_PERSON_UNKNOWN and PORTAL_UNAVAILABLE below, shared with quick login.
  PORTAL_OFF: {
    code: 1010,
    http: 404,
    message: { 'zh-CN': '本区未开通统一身份认证登录', 'en-US': 'This district has not set up sign-in through its identity portal' },
  },
  PORTAL_SIGN_IN_FAILED: {
    code: 1011,
    http: 401,
    message: {
      'zh-CN': '统一身份认证登录未能完成或已失效，请重新登录',
      'en-US': 'The sign-in through the identity portal did not complete or is no longer valid; please sign in again',
    },
  },
  PORTAL_LINKED_ELSEWHERE: {
    code: 1012,
    http: 409,
    message: {
      'zh-CN': '该平台账号已关联另一个门户账号，请联系管理员',
      'en-US': 'This account is already linked to another portal account; please contact your administrator',
    },
  },
  // Quick login (a portal's jti / rpcid link) and WeChat sign-in (issue 22): 1020-1029.
  QUICK_LOGIN_TICKET_USED: {
    code: 1020,
    http: 401,
    message: {
      'zh-CN': '该登录链接已使用过，请从门户重新进入',
      'en-US': 'This sign-in link has already been used; open it again from the portal',
    },
  },
  QUICK_LOGIN_TICKET_EXPIRED: {
    code: 1021,
    http: 401,
    message: { 'zh-CN': '该登录链接已过期，请从门户重新进入', 'en-US': 'This sign-in link has expired; open it again from the portal' },
  },
  QUICK_LOGIN_TICKET_INVALID: {
    code: 1022,
    http: 401,
    message: {
      'zh-CN': '该登录链接无法验证或不属于本区，请从本区门户重新进入',
      'en-US': "This sign-in link cannot be verified or is not for this district; open it again from your district's portal",
    },
  },
  QUICK_LOGIN_OFF: {
    code: 1023,
    http: 404,
    message: { 'zh-CN': '本区未开通门户快捷登录', 'en-US': 'This district has not set up sign-in from its portal' },
  },
  EXTERNAL_PERSON_UNKNOWN: {
    code: 1024,
    http: 403,
    message: {
      'zh-CN': '未找到与门户账号对应的本平台账号，请联系管理员',
      'en-US': 'No account on this platform matches your portal account; please contact your administrator',
    },
  },
  PORTAL_UNAVAILABLE: {
    code: 1025,
    http: 502,
    message: { 'zh-CN': '门户暂时无法访问，请稍后再试', 'en-US': 'The portal cannot be reached just now; please try again later' },
  },
  WECHAT_NOT_BOUND: {
    code: 1026,
    http: 401,
    message: {
      'zh-CN': '该微信尚未绑定本平台账号：请先用账号密码登录，在“账号安全”中绑定微信',
      'en-US': 'This WeChat is not bound to an account here: sign in with your password first and bind WeChat under Account security',
    },
  },
  WECHAT_OFF: {
    code: 1027,
    http: 404,
    message: { 'zh-CN': '本平台未开通微信登录', 'en-US': 'WeChat sign-in is not set up on this platform' },
  },
  WECHAT_AUTH_FAILED: {
    code: 1028,
    http: 401,
    message: { 'zh-CN': '微信授权已失效，请重新扫码', 'en-US': 'The WeChat authorisation is no longer valid; please scan again' },
  },
  WECHAT_BOUND_ELSEWHERE: {
    code: 1029,
    http: 409,
    message: { 'zh-CN': '该微信已绑定本区的其他账号', 'en-US': 'This WeChat is already bound to another account of this district' },
  },
  WECHAT_UNAVAILABLE: {
    code: 1030,
    http: 502,
    message: { 'zh-CN': '微信服务暂时无法访问，请稍后再试', 'en-US': 'WeChat cannot be reached just now; please try again later' },
  },
  BAD_REQUEST: { code: 4000, http: 400, message: { 'zh-CN': '请求参数有误', 'en-US': 'The request is not valid' } },
  UNPROCESSABLE: {
    code: 4022,
    http: 422,
    message: { 'zh-CN': '提交的内容不符合要求', 'en-US': 'The submitted content is not acceptable' },
  },
  FORBIDDEN: { code: 4003, http: 403, message: { 'zh-CN': '没有权限执行此操作', 'en-US': 'You do not have permission to do this' } },
  NOT_FOUND: { code: 4004, http: 404, message: { 'zh-CN': '请求的内容不存在', 'en-US': 'The requested item does not exist' } },
  CONFLICT: {
    code: 4009,
    http: 409,
    message: { 'zh-CN': '数据已被修改，请刷新后重试', 'en-US': 'The data has changed, please refresh and try again' },
  },
  STALE_VERSION: {
    code: 4010,
    http: 409,
    message: {
      'zh-CN': '内容已被他人修改，请刷新后再编辑',
      'en-US': 'Someone else has changed this since you opened it; refresh and edit again',
    },
  },
  STATE_NOT_ALLOWED: {
    code: 4011,
    http: 409,
    message: { 'zh-CN': '当前状态下不能执行此操作', 'en-US': 'This cannot be done in the current state' },
  },
  // Another account of the tenant took the phone number between the caller's check and their write.
  PHONE_IN_USE: {
    code: 4012,
    http: 409,
    message: { 'zh-CN': '该手机号已被本区其他账号使用', 'en-US': 'Another account of this district already has this phone number' },
  },
  PAYLOAD_TOO_LARGE: { code: 4013, http: 413, message: { 'zh-CN': '提交的内容过大', 'en-US': 'The submitted content is too large' } },
  // The client's Accept header refuses every format the call can answer in (the bell's stream is text/event-stream only).
  NOT_ACCEPTABLE: {
    code: 4014,
    http: 406,
    message: { 'zh-CN': '无法以请求的格式返回内容', 'en-US': 'This cannot be answered in the format the request accepts' },
  },
  UNSUPPORTED_MEDIA_TYPE: { code: 4015, http: 415, message: { 'zh-CN': '不支持的内容类型', 'en-US': 'Unsupported content type' } },
  RANGE_NOT_SATISFIABLE: {
    code: 4016,
    http: 416,
    message: { 'zh-CN': '请求的范围超出了文件大小', 'en-US': 'The requested range lies outside the file' },
  },
  RATE_LIMITED: {
    code: 4029,
    http: 429,
    message: { 'zh-CN': '请求过于频繁，请稍后再试', 'en-US': 'Too many requests, please try again later' },
  },
  TENANT_UNKNOWN: { code: 4101, http: 404, message: { 'zh-CN': '当前域名未开通本平台', 'en-US': 'No district is served at this address' } },
  APP_ID_MISSING: { code: 4102, http: 400, message: { 'zh-CN': '缺少 appId 参数', 'en-US': 'The appId query parameter is missing' } },
  APP_ID_MISMATCH: {
    code: 4103,
    http: 403,
    message: { 'zh-CN': 'appId 与当前站点不符', 'en-US': 'The appId does not belong to this site' },
  },
  BAD_SIGNATURE: { code: 4104, http: 401, message: { 'zh-CN': '签名校验失败', 'en-US': 'The request signature is not valid' } },
  STALE_TIMESTAMP: {
    code: 4105,
    http: 401,
    message: {
      'zh-CN': '请求时间戳已过期，请校准本机时间后重试',
      'en-US': 'The request timestamp is too far from server time; check your clock and retry',
    },
  },
  LINK_EXPIRED: { code: 4106, http: 403, message: { 'zh-CN': '链接已过期，请重新打开', 'en-US': 'This link has expired; open it again' } },
  TEACHER_RECORD_MISSING: { code: 4201, http: 404, message: { 'zh-CN': '未找到教师信息', 'en-US': 'No teacher record was found' } },
  // Training enrolment and orders (44xx).
  ENROLMENT_NOT_OPEN: { code: 4401, http: 409, message: { 'zh-CN': '报名尚未开始', 'en-US': 'Enrolment has not opened yet' } },
  ENROLMENT_ENDED: { code: 4402, http: 409, message: { 'zh-CN': '报名已截止', 'en-US': 'Enrolment has ended' } },
  PROGRAMME_FULL: { code: 4403, http: 409, message: { 'zh-CN': '名额已满', 'en-US': 'No seats are left' } },
  ALREADY_ENROLLED: {
    code: 4405,
    http: 409,
    message: { 'zh-CN': '您已报名该培训', 'en-US': 'You have already enrolled in this training' },
  },
  PURCHASE_REQUIRED: {
    code: 4406,
    http: 409,
    message: { 'zh-CN': '该课程需购买后参加，请先下单', 'en-US': 'This course is joined by buying it: please place an order' },
  },
  ENROLMENT_NOT_CANCELLABLE: {
    code: 4407,
    http: 409,
    message: {
      'zh-CN': '培训已开始或报名状态已变化，不能取消',
      'en-US': 'The training has started or the enrolment has changed: it cannot be cancelled',
    },
  },
  PAID_ENROLMENT: {
    code: 4408,
    http: 409,
    message: {
      'zh-CN': '购买获得的报名需由管理员退款后取消',
      'en-US': 'An enrolment bought with an order is cancelled by a refund from staff',
    },
  },
  PROGRAMME_CLOSED: {
    code: 4409,
    http: 409,
    message: { 'zh-CN': '该培训已停止报名', 'en-US': 'This training no longer takes enrolments' },
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: 4410,
    http: 422,
    message: {
      'zh-CN': '该下单标识已用于另一门课程，请刷新后重试',
      'en-US': 'This order key was already used for another course; refresh and try again',
    },
  },
  ORDER_STATE_CHANGED: {
    code: 4411,
    http: 409,
    message: { 'zh-CN': '订单状态已变化，请刷新后重试', 'en-US': 'The order has changed, please refresh and try again' },
  },
  PAYMENT_PROVIDER_NOT_ALLOWED: {
    code: 4412,
    http: 422,
    message: { 'zh-CN': '该支付方式不适用于此订单', 'en-US': 'This payment method cannot be used for this order' },
  },
  PENDING_ORDER_EXISTS: {
    code: 4413,
    http: 409,
    message: { 'zh-CN': '您已有该课程的待支付订单', 'en-US': 'You already have a pending order for this course' },
  },
  // A programme's exam unit stays an exam unit (issue 38): its exam, attempts and grades hang on it. The message names the unit.
  UNIT_KIND_LOCKED: {
    code: 4414,
    http: 422,
    message: { 'zh-CN': '考试单元不能改为其他类型', 'en-US': 'An exam unit cannot change to another kind' },
  },
  WATCH_TICKET_EXPIRED: {
    code: 4501,
    http: 409,
    message: { 'zh-CN': '观看记录凭证已过期，正在重新连接', 'en-US': 'The viewing record ticket has expired; reconnecting' },
  },
  NOT_A_LESSON: {
    code: 4502,
    http: 422,
    message: {
      'zh-CN': '线下课程无需观看，由组织者登记出勤',
      'en-US': 'Offline sessions are not watched; the organiser records attendance',
    },
  },
  ENTRY_ALREADY_REVERSED: {
    code: 4503,
    http: 409,
    message: { 'zh-CN': '该学时记录已被冲销', 'en-US': 'This learning-hours entry has already been reversed' },
  },
  CERTIFICATE_REVOKED_ALREADY: {
    code: 4530,
    http: 409,
    message: { 'zh-CN': '该证书已被撤销', 'en-US': 'This certificate has already been revoked' },
  },
  NO_CERTIFICATES: {
    code: 4531,
    http: 404,
    message: { 'zh-CN': '该培训暂无有效证书', 'en-US': 'This programme has no valid certificates yet' },
  },
  // Teacher profile records (46xx).
  PROFILE_RECORD_LOCKED: {
    code: 4601,
    http: 409,
    message: {
      'zh-CN': '该记录已审核通过，不能修改或删除；如需更正，请联系学校管理员撤回审核',
      'en-US': 'This record is verified and can no longer be changed or deleted; ask your school administrator to reopen it',
    },
  },
  PROFILE_RECORD_DECIDED: {
    code: 4602,
    http: 409,
    message: { 'zh-CN': '该记录的审核状态已变化，请刷新后重试', 'en-US': 'This record’s verification has changed; refresh and try again' },
  },
  BACKBONE_ALREADY: {
    code: 4603,
    http: 409,
    message: { 'zh-CN': '您已是骨干教师，无需再次申报', 'en-US': 'You are already a backbone teacher' },
  },
  BACKBONE_APPLICATION_OPEN: {
    code: 4604,
    http: 409,
    message: { 'zh-CN': '您已有一份骨干教师申报在办理中', 'en-US': 'You already have a backbone application under way' },
  },
  // Selection projects and applications (470x; 475x and up are selection scoring's).
  SELECTION_QUOTA_FULL: {
    code: 4701,
    http: 409,
    message: { 'zh-CN': '本校推荐名额已用完', 'en-US': 'Your school has used all its recommendation places' },
  },
  SELECTION_NOT_OPEN: {
    code: 4702,
    http: 409,
    message: { 'zh-CN': '该评选不在申报时间内', 'en-US': 'This selection is not open for applications now' },
  },
  SELECTION_NOT_ELIGIBLE: {
    code: 4703,
    http: 422,
    message: { 'zh-CN': '您不符合该评选的申报条件', 'en-US': 'You do not meet the conditions of this selection' },
  },
  SELECTION_ALREADY_APPLIED: {
    code: 4704,
    http: 409,
    message: { 'zh-CN': '您已申报该评选', 'en-US': 'You have already applied to this selection' },
  },
  SELECTION_PROJECT_FROZEN: {
    code: 4705,
    http: 409,
    message: {
      'zh-CN': '评选已发布，申报项不能再修改，只能延期或关闭',
      'en-US': 'This selection is published: its items are frozen; it can only be extended or closed',
    },
  },
  // Selection scoring and results (475x).
  SCORING_OWN_SCHOOL: {
    code: 4751,
    http: 403,
    message: {
      'zh-CN': '该申报人与您同校，按回避规定您不参与其评审',
      'en-US': 'This applicant is from your own school: you do not review them',
    },
  },
  SCORES_SUBMITTED: {
    code: 4752,
    http: 409,
    message: { 'zh-CN': '您已提交该申报的评分，不能再修改', 'en-US': 'You have already submitted your scores for this application' },
  },
  SCORING_CLOSED: {
    code: 4753,
    http: 409,
    message: {
      'zh-CN': '评审结果已公示，评分和评审专家不能再变更',
      'en-US': 'The results are published: scores and panels can no longer change',
    },
  },
  SCORING_INCOMPLETE: {
    code: 4754,
    http: 409,
    message: { 'zh-CN': '还有专家未完成评分，暂不能公示', 'en-US': 'Some experts have not finished scoring yet' },
  },
  NOTICE_NOT_OVER: { code: 4755, http: 409, message: { 'zh-CN': '公示期尚未结束', 'en-US': 'The public notice has not ended yet' } },
  EXPERT_HAS_SCORED: {
    code: 4756,
    http: 409,
    message: { 'zh-CN': '该专家已提交评分，不能移出评审组', 'en-US': 'This expert has submitted scores and cannot be taken off the panel' },
  },
  // Research groups and activities (research.ts): 4830-4849.
  ACTIVITY_FULL: { code: 4831, http: 409, message: { 'zh-CN': '活动名额已满', 'en-US': 'No places are left in this activity' } },
  ACTIVITY_SIGN_UP_CLOSED: {
    code: 4832,
    http: 409,
    message: { 'zh-CN': '活动未发布或已结束，不能报名', 'en-US': 'This activity is not open for sign-up' },
  },
  ALREADY_SIGNED_UP: { code: 4833, http: 409, message: { 'zh-CN': '您已报名该活动', 'en-US': 'You have already joined this activity' } },
  ACTIVITY_HAS_PARTICIPANTS: {
    code: 4834,
    http: 409,
    message: { 'zh-CN': '已有教师报名，活动不能撤回', 'en-US': 'People have joined this activity, so it cannot be withdrawn' },
  },
  NOT_IN_ACTIVITY_AUDIENCE: {
    code: 4835,
    http: 403,
    message: { 'zh-CN': '该活动不面向您开放', 'en-US': 'This activity is not open to you' },
  },
  ALREADY_IN_GROUP: {
    code: 4836,
    http: 409,
    message: { 'zh-CN': '您已是该教研组成员或已申请加入', 'en-US': 'You are already in this group or have asked to join' },
  },
  GROUP_NOT_OPEN: {
    code: 4837,
    http: 409,
    message: { 'zh-CN': '该教研组不接受加入申请', 'en-US': 'This group does not take join requests' },
  },
  LEADER_CANNOT_LEAVE: {
    code: 4838,
    http: 409,
    message: { 'zh-CN': '组长不能移出教研组，请先更换组长', 'en-US': 'The leader cannot be removed; name another leader first' },
  },
  // Research activities' interaction (research-interaction.ts): 4850-4869.
  CHECK_IN_CODE_INVALID: {
    code: 4851,
    http: 422,
    message: {
      'zh-CN': '签到码无效，请使用组织者正在展示的签到码',
      'en-US': 'This check-in code is not valid; use the code the organiser is showing',
    },
  },
  CHECK_IN_CODE_EXPIRED: {
    code: 4852,
    http: 409,
    message: {
      'zh-CN': '签到码已过期，请使用组织者正在展示的最新签到码',
      'en-US': 'This check-in code has expired; use the current code the organiser is showing',
    },
  },
  ALREADY_CHECKED_IN: { code: 4853, http: 409, message: { 'zh-CN': '您已签到，无需重复签到', 'en-US': 'You have already checked in' } },
  CHECK_IN_NOT_OPEN: {
    code: 4854,
    http: 409,
    message: { 'zh-CN': '该活动当前不在签到时间内', 'en-US': 'This activity does not take check-ins now' },
  },
  ACTIVITY_CLOSED: {
    code: 4855,
    http: 409,
    message: { 'zh-CN': '活动已结束并关闭，不能再提交', 'en-US': 'This activity is closed and takes no more submissions' },
  },
  NOT_A_PARTICIPANT: { code: 4856, http: 403, message: { 'zh-CN': '您未参加该活动', 'en-US': 'You have not joined this activity' } },
  WRONG_STAGE_KIND: { code: 4857, http: 422, message: { 'zh-CN': '该环节不支持此操作', 'en-US': 'This stage does not offer that' } },
  // Research topics (topic.ts): 4900-4919.
  TOPIC_CALL_NOT_OPEN: {
    code: 4901,
    http: 409,
    message: { 'zh-CN': '该课题指南不在申报时间内', 'en-US': 'This call is not open for applications now' },
  },
  TOPIC_NOT_ELIGIBLE: {
    code: 4902,
    http: 422,
    message: { 'zh-CN': '您不符合该课题指南的申报条件', 'en-US': 'You do not meet the conditions of this call' },
  },
  TOPIC_ALREADY_APPLIED: {
    code: 4903,
    http: 409,
    message: { 'zh-CN': '您已在该课题指南下申报了课题', 'en-US': 'You have already applied to this call' },
  },
  TOPIC_MEMBERS_UNCONFIRMED: {
    code: 4904,
    http: 409,
    message: {
      'zh-CN': '还有成员未确认参与，请等待确认或将其移出后再提交',
      'en-US': 'Some members have not confirmed yet: wait for them or remove them before submitting',
    },
  },
  TOPIC_STAGE_ORDER: {
    code: 4905,
    http: 422,
    message: {
      'zh-CN': '课题阶段须按开题、中期检查、结题的顺序提交',
      'en-US': 'Stages are filed in order: opening report, mid-term check, conclusion',
    },
  },
  TOPIC_STAGE_PENDING: {
    code: 4906,
    http: 409,
    message: { 'zh-CN': '该阶段已有材料在审核中或已通过', 'en-US': 'A filing of this stage is already under review or passed' },
  },
  TOPIC_CALL_FROZEN: {
    code: 4907,
    http: 409,
    message: {
      'zh-CN': '课题指南已发布，不能再修改，只能关闭',
      'en-US': 'This call is published: it can no longer be changed, only closed',
    },
  },
  TOPIC_PANEL_SIZE: {
    code: 4908,
    http: 422,
    message: { 'zh-CN': '评审专家人数与课题指南的要求不符', 'en-US': 'The panel must have as many experts as the call asks for' },
  },
  TOPIC_NOT_ON_PANEL: {
    code: 4909,
    http: 403,
    message: { 'zh-CN': '您不是该课题的评审专家', 'en-US': 'You are not on the panel of this review' },
  },
  TOPIC_ALREADY_SCORED: {
    code: 4910,
    http: 409,
    message: { 'zh-CN': '您已提交评审意见', 'en-US': 'You have already submitted your review' },
  },
  // The stage's window has not opened: the answer's message names the day it opens.
  TOPIC_STAGE_NOT_OPEN: {
    code: 4911,
    http: 422,
    message: { 'zh-CN': '该阶段尚未到提交时间', 'en-US': 'This stage cannot be filed yet' },
  },
  TOPIC_NOT_SHAREABLE: {
    code: 4919,
    http: 409,
    message: { 'zh-CN': '课题立项后才能公开分享', 'en-US': 'A topic can be shared once it is approved' },
  },
  // Exams (issue 38): an attempt runs on the server's clock, so a late or repeated write is refused, never lost silently.
  ASSESSMENT_EXAM_NOT_OPEN: {
    code: 4960,
    http: 422,
    message: { 'zh-CN': '考试尚未开始', 'en-US': 'This exam has not opened yet' },
  },
  ASSESSMENT_EXAM_CLOSED: {
    code: 4961,
    http: 422,
    message: { 'zh-CN': '考试已结束', 'en-US': 'This exam has closed' },
  },
  ASSESSMENT_NO_ATTEMPTS_LEFT: {
    code: 4962,
    http: 409,
    message: { 'zh-CN': '您的作答次数已用完', 'en-US': 'You have used all your attempts at this exam' },
  },
  // The attempt was submitted (by the teacher or, at its deadline, by the server): nothing more can be saved.
  ASSESSMENT_ATTEMPT_CLOSED: {
    code: 4963,
    http: 409,
    message: { 'zh-CN': '本次作答已交卷，不能再修改答案', 'en-US': 'This attempt has been submitted; answers can no longer change' },
  },
  ASSESSMENT_NOT_ENROLLED: {
    code: 4964,
    http: 403,
    message: { 'zh-CN': '报名该培训项目后才能参加考试', 'en-US': 'Enrol in the programme to sit this exam' },
  },
  ASSESSMENT_PAPER_LOCKED: {
    code: 4965,
    http: 409,
    message: {
      'zh-CN': '已有教师作答，试卷和组卷规则不能再修改',
      'en-US': 'Teachers have sat this exam: its paper and rules can no longer change',
    },
  },
  // The answer's issues name the rule (paper.rules.N) and how many questions it found.
  ASSESSMENT_RULE_SHORT: {
    code: 4966,
    http: 422,
    message: { 'zh-CN': '题库中符合组卷规则的试题不足', 'en-US': 'A rule asks for more questions than its bank holds' },
  },
  ASSESSMENT_ANSWER_MISMATCH: {
    code: 4967,
    http: 422,
    message: { 'zh-CN': '答案与题型不符', 'en-US': 'The answer does not fit the question' },
  },
  ASSESSMENT_ALREADY_GRADED: {
    code: 4968,
    http: 409,
    message: { 'zh-CN': '该答案已评分', 'en-US': 'This answer has already been graded' },
  },
  // Removing an exam unit whose exam teachers have sat would lose their attempts and grades. The message names the unit.
  ASSESSMENT_EXAM_UNIT_SAT: {
    code: 4969,
    http: 409,
    message: {
      'zh-CN': '该考试单元已有教师作答，不能删除',
      'en-US': 'Teachers have sat this unit’s exam, so the unit cannot be removed',
    },
  },
  // Evaluations (issue 38): a questionnaire is answered once, in its window; what answers hang on stays as answered.
  ASSESSMENT_EVALUATION_NOT_OPEN: {
    code: 4980,
    http: 422,
    message: { 'zh-CN': '问卷尚未开始', 'en-US': 'This questionnaire has not opened yet' },
  },
  ASSESSMENT_EVALUATION_CLOSED: {
    code: 4981,
    http: 422,
    message: { 'zh-CN': '问卷已结束', 'en-US': 'This questionnaire has closed' },
  },
  ASSESSMENT_ALREADY_RESPONDED: {
    code: 4982,
    http: 409,
    message: { 'zh-CN': '您已提交过该问卷', 'en-US': 'You have already answered this questionnaire' },
  },
  // Teachers have answered: anonymity and questions are fixed and the questionnaire stays (the message says which).
  ASSESSMENT_EVALUATION_LOCKED: {
    code: 4983,
    http: 409,
    message: {
      'zh-CN': '问卷已有教师作答，匿名设置和题目不能再修改，也不能删除',
      'en-US': 'Teachers have answered this questionnaire: its anonymity and questions can no longer change, nor can it be deleted',
    },
  },
  // Removing an evaluation unit whose questionnaire teachers answered would lose their answers. The message names the unit.
  ASSESSMENT_EVALUATION_UNIT_ANSWERED: {
    code: 4984,
    http: 409,
    message: {
      'zh-CN': '该评估单元的问卷已有教师作答，不能删除',
      'en-US': 'Teachers have answered this unit’s questionnaire, so the unit cannot be removed',
    },
  },
  ASSESSMENT_EVALUATION_NOT_ENROLLED: {
    code: 4985,
    http: 403,
    message: { 'zh-CN': '报名该培训项目后才能填写问卷', 'en-US': 'Enrol in the programme to answer this questionnaire' },
  },
  // Assignments (issue 38): rounds carry their number, so a decision or a submit that crossed another answers 409.
  ASSESSMENT_ASSIGNMENT_NOT_OPEN: {
    code: 4970,
    http: 422,
    message: { 'zh-CN': '作业尚未开放提交', 'en-US': 'This assignment is not open for submissions yet' },
  },
  ASSESSMENT_ASSIGNMENT_PAST_DUE: {
    code: 4971,
    http: 422,
    message: { 'zh-CN': '作业已过截止时间，不再接受提交', 'en-US': 'This assignment is past its due time and takes no more submissions' },
  },
  // Another tutor decided, or the teacher submitted a new round, since the caller read it.
  ASSESSMENT_ROUND_MOVED: {
    code: 4972,
    http: 409,
    message: {
      'zh-CN': '该作业已被处理或已重新提交，请刷新后查看',
      'en-US': 'This submission was decided or resubmitted meanwhile; reload to see it',
    },
  },
  ASSESSMENT_NO_RESUBMISSIONS_LEFT: {
    code: 4973,
    http: 409,
    message: { 'zh-CN': '您的重新提交次数已用完', 'en-US': 'You have used all your resubmissions' },
  },
  // Removing an assignment unit whose assignment teachers submitted would lose their work. The message names the unit.
  ASSESSMENT_ASSIGNMENT_UNIT_SUBMITTED: {
    code: 4974,
    http: 409,
    message: {
      'zh-CN': '该作业单元已有教师提交，不能删除',
      'en-US': 'Teachers have submitted this unit’s assignment, so the unit cannot be removed',
    },
  },
  ASSESSMENT_SUBMISSION_LOCKED: {
    code: 4975,
    http: 409,
    message: {
      'zh-CN': '作业已提交，等待辅导老师批阅，暂不能修改',
      'en-US': 'Your work is submitted and waits for the tutor; it cannot change now',
    },
  },
  ASSESSMENT_PEER_REVIEW_DONE: {
    code: 4976,
    http: 409,
    message: { 'zh-CN': '您已提交该互评', 'en-US': 'You have already submitted this peer review' },
  },
  ASSESSMENT_ASSIGNMENT_SUBMITTED: {
    code: 4977,
    http: 409,
    message: {
      'zh-CN': '已有教师提交该作业，不能删除或更换单元',
      'en-US': 'Teachers have submitted this assignment; it cannot be deleted or moved',
    },
  },
  ASSESSMENT_NOT_GRADED: {
    code: 4978,
    http: 409,
    message: { 'zh-CN': '只有已评分的作业才能评为优秀作业', 'en-US': 'Only graded work can be marked excellent' },
  },
  ASSESSMENT_ASSIGNMENT_NOT_ENROLLED: {
    code: 4979,
    http: 403,
    message: { 'zh-CN': '报名该培训项目后才能提交作业', 'en-US': 'Enrol in the programme to submit this assignment' },
  },
  // Erasure on request (issue 43): one open request per teacher, decided once; the decider is never the requester.
  PRIVACY_ERASURE_OPEN: {
    code: 4991,
    http: 409,
    message: { 'zh-CN': '您已有一项注销申请正在处理', 'en-US': 'You already have an erasure request being handled' },
  },
  PRIVACY_ERASURE_DECIDED: {
    code: 4992,
    http: 409,
    message: { 'zh-CN': '该注销申请已处理，请刷新后查看', 'en-US': 'This erasure request has already been decided; refresh to see it' },
  },
  PRIVACY_ERASURE_OWN: {
    code: 4993,
    http: 403,
    message: { 'zh-CN': '不能审批本人的注销申请', 'en-US': 'You cannot decide your own erasure request' },
  },
  // The district published a newer privacy notice after the caller read it: they accept what they have read.
  PRIVACY_NOTICE_CHANGED: {
    code: 4994,
    http: 409,
    message: {
      'zh-CN': '隐私声明已更新，请阅读新版本后再同意',
      'en-US': 'The privacy notice has changed; read the new version and accept it',
    },
  },
  PRIVACY_NOTICE_BACKWARDS: {
    code: 4995,
    http: 422,
    message: {
      'zh-CN': '隐私声明版本号不能小于当前版本',
      'en-US': 'The privacy notice version cannot go below the current one',
    },
  },
  // A teacher's copy of their data (issue 43): one on its way at a time, a few a day, downloadable while ready.
  PRIVACY_EXPORT_OPEN: {
    code: 4996,
    http: 409,
    message: {
      'zh-CN': '您的个人数据副本正在准备中，请稍候',
      'en-US': 'A copy of your personal data is being prepared; please wait for it',
    },
  },
  PRIVACY_EXPORT_NOT_READY: {
    code: 4997,
    http: 409,
    message: {
      'zh-CN': '该数据副本尚未准备好或已过期',
      'en-US': 'This copy of your data is not ready, or has expired',
    },
  },
  INTERNAL: {
    code: 5000,
    http: 500,
    message: { 'zh-CN': '服务器开小差了，请稍后重试', 'en-US': 'The server is having a small problem, please retry later' },
  },
  UNAVAILABLE: {
    code: 5003,
    http: 503,
    message: { 'zh-CN': '服务暂不可用，请稍后重试', 'en-US': 'The service is temporarily unavailable, please retry later' },
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ErrorCodes;

/** The message of an error in a language. */
export function errorMessage(name: ErrorName, locale: Locale): string {
  return ErrorCodes[name].message[locale];
}
