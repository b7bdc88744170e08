import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/*
 * The Chart.js parts the shop's charts draw (bars and lines on a category axis, with a
 * tooltip and a legend), registered once. Only the chart modules loaded on demand import this
 * file, so the first page never downloads the chart library, and the rest of Chart.js is left
 * out of the build.
 */
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
