import { Link } from 'react-router';
import './invoices.css';

/** 'Stanje računa' on Naslovna for students: whether something is left to pay. */
export function InvoiceBalanceCard({ unpaid }: { unpaid: boolean }) {
  return (
    <section
      className={`card invoice-balance${unpaid ? ' invoice-balance-unpaid' : ''}`}
      aria-labelledby="invoice-balance-heading"
    >
      <h2 id="invoice-balance-heading">Stanje računa</h2>
      <p>{unpaid ? 'Imate neplaćen račun.' : 'Svi računi su plaćeni.'}</p>
      <Link to="/racuni">{unpaid ? 'Otvori račune i plati' : 'Pogledaj račune'}</Link>
    </section>
  );
}
