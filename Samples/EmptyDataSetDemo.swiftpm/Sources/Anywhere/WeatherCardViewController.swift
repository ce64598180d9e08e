#if canImport(UIKit)
import EmptyDataSet
import UIKit

/// The empty state outside any scroll view: a rounded card on a detail screen whose loading,
/// error and empty states come from ``EmptyDataSetLoadingController``, drawn by the package's
/// content view. The card sizes itself to what it shows; "Fail Next Load" makes the next load
/// fail, so the error state's Try Again button can be tried.
final class WeatherCardViewController: UIViewController {
    private let card = UIView()
    private let forecastLabel = UILabel()
    private var forecast: String?
    private var failsNextLoad = false
    private lazy var states = EmptyDataSetLoadingController(view: card) { [weak self] in
        self?.forecast != nil
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Card"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the demo makes its screens in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        setUpCard()
        var options = EmptyDataSetLoadingOptions()
        var empty = EmptyDataSetConfiguration.empty()
        empty.image = UIImage(systemName: "cloud.sun")
        empty.text = "No Forecast"
        empty.secondaryText = "There is no forecast for this place yet."
        options.empty.configuration = empty
        options.retry = { [weak self] in await self?.load() }
        states.options = options
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Reload", primaryAction: UIAction { [weak self] _ in
                Task { await self?.load() }
            }),
            UIBarButtonItem(title: "Fail Next Load", primaryAction: UIAction { [weak self] _ in
                self?.failsNextLoad = true
            }),
        ]
        Task { await load() }
    }

    private func setUpCard() {
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.clipsToBounds = true
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        forecastLabel.font = .preferredFont(forTextStyle: .title2)
        forecastLabel.adjustsFontForContentSizeCategory = true
        forecastLabel.numberOfLines = 0
        forecastLabel.textAlignment = .center
        forecastLabel.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(forecastLabel)
        let guide = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            card.heightAnchor.constraint(greaterThanOrEqualToConstant: 220),
            card.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            forecastLabel.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            forecastLabel.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            forecastLabel.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            forecastLabel.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// One load through the flow: the loading state after its delay, then the forecast, the
    /// empty state (every third load finds no forecast) or the error.
    private func load() async {
        forecast = nil
        forecastLabel.text = nil
        let fails = failsNextLoad
        failsNextLoad = false
        do {
            forecast = try await states.loading {
                try await Task.sleep(nanoseconds: 1_200_000_000)
                if fails { throw URLError(.notConnectedToInternet) }
                return Bool.random() ? "Sunny, 24 °C" : nil
            }
            forecastLabel.text = forecast
        } catch {
            // The flow shows the error state with Try Again.
        }
    }
}
#endif
