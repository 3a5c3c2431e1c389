/** An admin table's empty text, in a colour that keeps AA contrast (antd's default placeholder grey does not). */
export const TableEmpty = ({ text }: { text: string }) => <p className="admin-empty">{text}</p>;
