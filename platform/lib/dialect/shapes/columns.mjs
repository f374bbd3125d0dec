/**
 * Columns as the real platform answers them: colCommonFields and getColumns of ApiManager in
 * intergrate-dev/xy6.0-xzw (docs/reference-platform-dialects.md, "Columns"). A real site roots its
 * app's columns at a home column of its own (the recorded site's is 1000: XFJ_FZ_API
 * App_Column/GetColumns.robot asks parentColumnId=1000 for the home tabs and finds "首页" under 0),
 * so the real dialects put a home column (PLATFORM_HOME_COLUMN_ID) between 0 and the designed top level.
 */

/** The home column's name: what the recorded site's column paths start with ("首页~头条"). */
export const HOME_NAME = '首页';

/**
 * A column whose type category is not set: the CMS answers its columnType as '' (InfoHelper.getCatCode
 * finds no code), which a real site has. Column 12 (体育) stands for it here.
 */
export const UNTYPED_COLUMN = 12;

/**
 * @param {import('../../../data/context.mjs').PlatformContext} ctx
 * @param {number} homeId
 */
export function createColumnShapes(ctx, homeId) {
  const { columns, urls } = ctx;

  /** Names from the home column down to this one, joined by '~' (the CMS's casNames). @param {number} id */
  function casName(id) {
    /** @type {string[]} */
    const names = [];
    for (let c = columns.get(id); c; c = c.parent_id ? columns.get(c.parent_id) : undefined) names.unshift(c.name);
    return [HOME_NAME, ...names].join('~');
  }

  /** @param {import('../../../db/rows.mjs').ColumnTreeRow} c */
  function column(c) {
    return {
      isdelete: 0,
      columnId: c.id,
      columnName: c.name,
      topCount: c.top_count,
      phoneIcon: urls.media(c.icon),
      padIcon: urls.media(c.icon),
      orderId: c.order_id,
      keyword: c.keyword,
      description: c.description,
      linkUrl: c.link_url,
      isForbidden: c.is_forbidden === 1,
      casNames: casName(c.id),
      rssCount: 0,
      appFixed: c.app_fixed,
      appShow: c.app_show,
      synXCX: 0,
      columnType: c.id === UNTYPED_COLUMN ? '' : String(c.column_type),
      columnStyle: c.style,
      code: '',
    };
  }

  /** The home column itself: the designed top level are its children. */
  const home = () => ({
    isdelete: 0,
    columnId: homeId,
    columnName: HOME_NAME,
    topCount: 0,
    phoneIcon: '',
    padIcon: '',
    orderId: 0,
    keyword: HOME_NAME,
    description: '',
    linkUrl: '',
    isForbidden: false,
    casNames: HOME_NAME,
    rssCount: 0,
    appFixed: 1,
    appShow: 1,
    synXCX: 0,
    columnType: '0',
    columnStyle: 'news',
    code: '',
  });

  /**
   * getColumns: the children the CMS lists (forbidden columns left out, as ApiManager.isNotForbidden
   * does), those fixed in place again as topColumns.
   * @param {{version: number, columns: {columnId: number}[]}} data the designed answer
   */
  function columnList(data) {
    /** @type {import('../../../db/rows.mjs').ColumnTreeRow[]} */
    const rows = [];
    for (const d of data.columns) {
      const c = columns.get(d.columnId);
      if (c && c.is_forbidden !== 1) rows.push(c);
    }
    // getColumns adds whether a column has children (ApiManager.getColumns; sic "Colunm").
    const list = rows.map((c) => ({ ...column(c), hasSubColunm: c.has_children === 1 }));
    return { version: data.version, columns: list, topColumns: list.filter((c) => c.appFixed === 1) };
  }

  return {
    casName,
    column,
    columnList,
    /** getColumns under 0: the home column alone. @param {number} version */
    root: (version) => ({
      version,
      columns: [{ ...home(), hasSubColunm: true }],
      topColumns: [{ ...home(), hasSubColunm: true }],
    }),
    /** getColumn of the home column. */
    homeColumn: () => ({ ...home(), artCount: 0 }),
    /** getColumn: the column and its article count (ApiManager.getColumn). @param {{columnId: number, artCount: number}} data */
    one: (data) => {
      const c = columns.get(data.columnId);
      return c ? { ...column(c), artCount: data.artCount } : data;
    },
  };
}

/** @typedef {ReturnType<typeof createColumnShapes>} ColumnShapes */
