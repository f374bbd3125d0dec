import styles from './Qa.module.css';

/** How the Q&A pages show a list: in a section under its heading, an item a row (components/list/ItemList.tsx). */
export const QA_SECTION_CLASSES = { section: styles.section, heading: styles.sectionTitle };
export const QA_LIST_CLASSES = { list: styles.list, item: styles.item, empty: styles.empty };
