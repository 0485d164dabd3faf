/**
 * Envelope messages of what members keep (docs/product/members.md; docs/product/calls-and-errors.md#member-records-and-uploads): favourites, downloads, history, personal
 * albums and uploads. Merged into lib/i18n.ts; every key has zh and en.
 */
import type { Lang } from '../../contract/wire.js';

export const memberMessages = {
  memberItemNotFound: { zh: '记录不存在：{id}', en: 'No such record: {id}' },
  // docs/product/calls-and-errors.md#success-messages
  collectDone: { zh: '收藏成功', en: 'collection successful' },
  uncollectDone: { zh: '取消成功', en: 'cancellation successful' },
  deleteDone: { zh: '删除成功', en: 'Delete succeeded' },
  // a favourite whose article or journal is gone
  paperGone: { zh: '该论文已不存在，是否删除此记录？', en: 'The paper no longer exists, shall we delete this record?' },
  resourceNotFound: { zh: '资源不存在：{type} {id}', en: 'Resource not found: {type} {id}' },
  albumNotFound: { zh: '专辑不存在：{id}', en: 'Album not found: {id}' },
  memberFileNotFound: { zh: '文件不存在：{id}', en: 'File not found: {id}' },
  // at most 5 selections (docs/product/members.md#personal-albums); the add dialog's error when no album is chosen
  tooManySelections: { zh: '最多选择5个', en: 'At most 5 selections' },
  chooseAlbum: { zh: '请选择其中一个专辑', en: 'Please select one of the albums' },
  albumNameRequired: { zh: '请输入专辑名称', en: 'Please enter the album name' },
  albumTypeNotAllowed: {
    zh: '专辑只能收录文章、图片、表格、视频和音频',
    en: 'Albums hold articles, figures, tables, video and audio only',
  },
  // docs/product/members.md#upload-rules
  uploadPurpose: { zh: '请给出用途 purpose：avatar 或 albumCover', en: 'Give the purpose field: avatar or albumCover' },
  uploadNoFile: { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  avatarType: { zh: '头像只能是 JPG、PNG 或 BMP 格式', en: 'The profile image must be a JPG, PNG or BMP file' },
  avatarSize: { zh: '头像大小不能超过5M', en: 'The profile image must be under 5M' },
  coverType: { zh: '专辑封面只能是 JPG 或 PNG 格式', en: 'The album cover must be a JPG or PNG file' },
  coverSize: { zh: '专辑封面大小不能超过3M', en: 'The album cover must be at most 3M' },
  imageUnreadable: { zh: '无法读取该图片', en: 'The image could not be read' },
  notMultipart: { zh: '请以 multipart/form-data 上传文件', en: 'Upload the file as multipart/form-data' },
  uploadMalformed: {
    zh: '上传的表单不完整或格式有误，请重新上传',
    en: 'The upload form is incomplete or malformed; please upload the file again',
  },
  downloadKind: {
    zh: '下载类型 kind=file 需要 id（文件），kind=xml 需要 articleId',
    en: 'kind=file needs id (a file); kind=xml needs articleId',
  },
  xmlNotFound: { zh: '该文章没有 XML 全文：{id}', en: 'This article has no XML: {id}' },
} as const satisfies Record<string, Record<Lang, string>>;
