export { formatRupees } from '../../contract/money';
